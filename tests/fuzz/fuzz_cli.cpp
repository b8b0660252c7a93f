// libFuzzer target: the whole program, in process, from fuzzed arguments and
// documents: carcassonne::app::run_command_line, the very function main()
// calls (argument parsing, did-you-mean, every command, file reading, the
// several-files loop, the writes). Any crash, sanitizer report, leak, or an
// exit status other than 0, 1 or 2 is a finding.
//
// An input is a command line, then the files it names:
//
//   score --format json @ @2
//   <the bytes of file @>
//   %%
//   <the bytes of file @2>
//
// The first line is split at spaces ('...' keeps spaces in one argument, as
// `--then '{tile: K, at: [1, 0]}'`). `@` and `@2` stand for two files holding
// the bytes after the first line, split at the first line that is `%%`; `@d`
// stands for the folder that holds both; standard input is file @'s bytes.
// Standard output goes to /dev/null (run.sh closes standard error with
// -close_fd_mask=2).
#include <fcntl.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "cli.hpp"

namespace {

std::string folder;  // the files' folder, one per process

void write_file(const std::string& path, std::string_view bytes) {
    FILE* f = std::fopen(path.c_str(), "wb");
    if (!f) std::abort();
    std::fwrite(bytes.data(), 1, bytes.size(), f);
    std::fclose(f);
}

// The command line, split at spaces, with '...' kept whole and the files' names put in.
std::vector<std::string> arguments(std::string_view line) {
    std::vector<std::string> args{"carcassonne"};
    std::string word;
    bool quoted = false, any = false;
    for (char c : line) {
        if (c == '\'') {
            quoted = !quoted;
            any = true;
        } else if (c == ' ' && !quoted) {
            if (any) args.push_back(word);
            word.clear();
            any = false;
        } else {
            word += c;
            any = true;
        }
    }
    if (any) args.push_back(word);
    for (std::string& a : args) {
        if (a == "@")
            a = folder + "/a.yaml";
        else if (a == "@2")
            a = folder + "/b.yaml";
        else if (a == "@d")
            a = folder;
    }
    if (args.size() > 40) args.resize(40);  // longer command lines add nothing
    return args;
}

void remove_files() {
    std::remove((folder + "/a.yaml").c_str());
    std::remove((folder + "/b.yaml").c_str());
    rmdir(folder.c_str());
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    char name[] = "/tmp/fuzz-cli-XXXXXX";
    if (!mkdtemp(name)) std::abort();
    folder = name;
    std::atexit(remove_files);
    // What a command writes is not needed: it goes to /dev/null (and succeeds).
    int null = open("/dev/null", O_WRONLY);
    if (null < 0 || dup2(null, STDOUT_FILENO) < 0) std::abort();
    close(null);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view input(reinterpret_cast<const char*>(data), size);
    std::size_t eol = input.find('\n');
    std::string_view line = input.substr(0, eol);
    std::string_view files = eol == std::string_view::npos ? "" : input.substr(eol + 1);
    std::string_view first = files, second;
    if (std::size_t split = files.find("\n%%\n"); split != std::string_view::npos) {
        first = files.substr(0, split + 1);
        second = files.substr(split + 4);
    }
    write_file(folder + "/a.yaml", first);
    write_file(folder + "/b.yaml", second);
    if (!std::freopen((folder + "/a.yaml").c_str(), "rb", stdin)) std::abort();

    std::vector<std::string> args = arguments(line);
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    int status = carcassonne::app::run_command_line(static_cast<int>(args.size()), argv.data());
    if (status < 0 || status > 2) {
        std::fprintf(stderr, "exit status %d\n", status);
        std::abort();
    }
    return 0;
}
