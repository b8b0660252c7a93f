# bash completion for carcassonne(1): commands, their options and the values
# the options take; documents are completed as files.
# Installed as share/bash-completion/completions/carcassonne by `cmake --install`.

_carcassonne() {
    local cur prev words cword
    if declare -F _init_completion >/dev/null 2>&1; then
        _init_completion || return
    else
        cur=${COMP_WORDS[COMP_CWORD]}
        prev=${COMP_WORDS[COMP_CWORD - 1]}
        words=("${COMP_WORDS[@]}")
        cword=$COMP_CWORD
    fi

    local commands="score check explain draw position fits rules tiles import help"
    local command="" i
    for ((i = 1; i < cword; i++)); do
        case ${words[i]} in
            -*) ;;
            *) command=${words[i]}; break ;;
        esac
    done

    if [[ -z $command ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$commands --help --version" -- "$cur")
        return
    fi

    case $prev in
        --format)
            case $command in
                draw | tiles) mapfile -t COMPREPLY < <(compgen -W "text svg" -- "$cur") ;;
                rules) mapfile -t COMPREPLY < <(compgen -W "text markdown" -- "$cur") ;;
                score) mapfile -t COMPREPLY < <(compgen -W "text json jsonl" -- "$cur") ;;
                *) mapfile -t COMPREPLY < <(compgen -W "text json" -- "$cur") ;;
            esac
            return ;;
        --color) mapfile -t COMPREPLY < <(compgen -W "auto always never" -- "$cur"); return ;;
        --from) mapfile -t COMPREPLY < <(compgen -W "jcz bga" -- "$cur"); return ;;
        --rot) mapfile -t COMPREPLY < <(compgen -W "0 90 180 270" -- "$cur"); return ;;
        --on)
            mapfile -t COMPREPLY < <(compgen -W "monastery 'road N' 'road E' 'road S' 'road W' \
                'city N' 'city E' 'city S' 'city W' 'field Nw' 'field Ne' 'field En' 'field Es' \
                'field Se' 'field Sw' 'field Ws' 'field Wn'" -- "$cur")
            return ;;
        --tiles)
            mapfile -t COMPREPLY < <(compgen -f -- "$cur")
            return ;;
        --move | --at | --player | --max-bytes | --game | --search | --then | --edges) return ;;
    esac

    local options="--help"
    case $command in
        score) options+=" --format --no-final --move --running --summary --then --color --tiles --max-bytes" ;;
        check) options+=" --then --quiet --tiles --max-bytes" ;;
        fits) options+=" --move --format --tiles --max-bytes" ;;
        explain) options+=" --at --on --player --move --format --tiles --max-bytes" ;;
        draw) options+=" --format --move --at --on --color --tiles --max-bytes" ;;
        position) options+=" --move --tiles --max-bytes" ;;
        rules) options+=" --search --format" ;;
        tiles) options+=" --rot --edges --format --tiles" ;;
        import) options+=" --from --game --max-bytes" ;;
    esac
    if [[ $cur == -* ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$options" -- "$cur")
        return
    fi
    case $command in
        help) mapfile -t COMPREPLY < <(compgen -W "$commands" -- "$cur") ;;
        rules)
            # The rule ids and sections, as the program lists them.
            mapfile -t COMPREPLY < <(compgen -W "$(carcassonne rules 2>/dev/null |
                sed -n 's/^  \([a-z0-9.-]*\) .*/\1/p; s/^.* (\([a-z]*\))$/\1/p')" -- "$cur") ;;
        tiles) ;;
        *) mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
    esac
}

complete -o filenames -F _carcassonne carcassonne
