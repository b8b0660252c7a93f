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

    local commands="score check explain draw position fits rules tiles import expansions help"
    local command="" command_at=0 i
    for ((i = 1; i < cword; i++)); do
        case ${words[i]} in
            -*) ;;
            *) command=${words[i]}; command_at=$i; break ;;
        esac
    done

    if [[ -z $command ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$commands --help --version" -- "$cur")
        return
    fi

    case $prev in
        --format)
            case $command in
                draw) mapfile -t COMPREPLY < <(compgen -W "text svg png" -- "$cur") ;;
                tiles) mapfile -t COMPREPLY < <(compgen -W "text svg" -- "$cur") ;;
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
                'field Se' 'field Sw' 'field Ws' 'field Wn' 'field inner'" -- "$cur")
            return ;;
        --tiles | --left)
            mapfile -t COMPREPLY < <(compgen -f -- "$cur")
            return ;;
        --move | --at | --player | --max-bytes | --game | --search | --then | --edges) return ;;
    esac

    local options="--help"
    case $command in
        score) options+=" --format --no-final --move --running --summary --then --color --tiles --max-bytes" ;;
        check) options+=" --then --quiet --tiles --max-bytes" ;;
        fits) options+=" --at --marks --move --format --tiles --max-bytes" ;;
        explain) options+=" --at --on --player --move --format --tiles --max-bytes" ;;
        draw) options+=" --format --move --at --on --color --tiles --max-bytes" ;;
        position) options+=" --move --tiles --max-bytes" ;;
        rules) options+=" --search --format" ;;
        tiles) options+=" --rot --edges --format --left --move --tiles" ;;
        import) options+=" --from --game --max-bytes" ;;
        expansions) options+=" --format" ;;
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
        tiles)
            # tiles [ID]
            [[ $(_carcassonne_argument "$command_at") == 0 ]] &&
                mapfile -t COMPREPLY < <(compgen -W "$(_carcassonne_tile_ids)" -- "$cur") ;;
        fits)
            # fits FILE [TILE]
            if [[ $(_carcassonne_argument "$command_at") == 1 ]]; then
                mapfile -t COMPREPLY < <(compgen -W "$(_carcassonne_tile_ids)" -- "$cur")
            else
                mapfile -t COMPREPLY < <(compgen -f -- "$cur")
            fi ;;
        *) mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
    esac
}

# How many arguments (not options, not their values) come between the command,
# at $1 in words, and the word completed.
_carcassonne_argument() {
    local j n=0
    for ((j = $1 + 1; j < cword; j++)); do
        case ${words[j]} in
            --*=*) ;;
            --format | --color | --from | --rot | --on | --tiles | --left | --move | --at | \
                --player | --max-bytes | --game | --search | --then | --edges) ((j++)) ;;
            -*) ;;
            *) ((n++)) ;;
        esac
    done
    echo "$n"
}

# The tile ids, as the program heads its drawings ("E (5 in the box)", "SP-A
# (custom tile)"), with the --tiles files the line already names.
_carcassonne_tile_ids() {
    local -a files=()
    local j
    for ((j = 1; j + 1 < cword; j++)); do
        [[ ${words[j]} == --tiles ]] && files+=(--tiles "${words[j + 1]}")
    done
    "${words[0]}" tiles "${files[@]}" 2>/dev/null |
        sed -n 's/^\([A-Za-z0-9_-]*\) (\([0-9]* in the box\|custom tile\))$/\1/p'
}

complete -o filenames -F _carcassonne carcassonne
