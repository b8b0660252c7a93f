// A build of the program run in a folder, for the tests of the test-only
// expansions (each in its own folder of tests/): each runs its own build of the
// program over the scenarios of its folder.
#pragma once

#include <stdlib.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>

namespace carcassonne::test {

struct FolderRun {
    int exit = -1;
    std::string out;  // standard output and standard error
};

// Runs `binary args` in `folder` through the shell, with `input` (if any) on
// its standard input.
inline FolderRun run_in_folder(const std::string& folder, const std::string& binary,
                               const std::string& args, const std::string& input = "") {
    std::string redirect;
    if (!input.empty()) {
        char path[] = "/tmp/carcassonne-input-XXXXXX";
        int fd = mkstemp(path);
        if (fd < 0) throw std::runtime_error("cannot make a temporary file");
        FILE* f = fdopen(fd, "w");
        std::fwrite(input.data(), 1, input.size(), f);
        std::fclose(f);
        // The program's status, not rm's.
        redirect = std::string(" < '") + path + "'; s=$?; rm -f '" + path + "'; exit $s";
    }
    std::string command = "cd '" + folder + "' && '" + binary + "' " + args + " 2>&1" + redirect;
    FolderRun r;
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
    if (!pipe) throw std::runtime_error("cannot run " + command);
    std::array<char, 4096> buffer{};
    std::size_t n;
    while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe.get())) > 0)
        r.out.append(buffer.data(), n);
    int status = pclose(pipe.release());
    r.exit = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

}  // namespace carcassonne::test
