// The program run in the test's own process: run_command_line (app/cli.hpp) is
// all of `carcassonne` but main(), and writes with stdio, so its standard
// output and error are caught by pointing file descriptors 1 and 2 at two
// temporary files for the length of the call (and 0 at the input).
#include <fcntl.h>
#include <stdio_ext.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <stdexcept>

#include "cli.hpp"
#include "scenario_support.hpp"

namespace fs = std::filesystem;

namespace carcassonne::test {

std::vector<std::string> shell_words(const std::string& line) {
    std::vector<std::string> words;
    std::string word;
    bool in_word = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (c == ' ' || c == '\t' || c == '\n') {
            if (in_word) words.push_back(word);
            word.clear();
            in_word = false;
            continue;
        }
        in_word = true;
        if (c == '\'') {
            const std::size_t end = line.find('\'', i + 1);
            if (end == std::string::npos) throw std::invalid_argument("unclosed ' in: " + line);
            word += line.substr(i + 1, end - i - 1);
            i = end;
        } else if (c == '"') {
            for (++i; i < line.size() && line[i] != '"'; ++i) {
                // Inside double quotes a backslash escapes only these, as in sh.
                if (line[i] == '\\' && i + 1 < line.size() &&
                    std::string("\"\\$`").find(line[i + 1]) != std::string::npos)
                    ++i;
                word += line[i];
            }
            if (i >= line.size()) throw std::invalid_argument("unclosed \" in: " + line);
        } else if (c == '\\') {
            if (i + 1 < line.size()) word += line[++i];
        } else if (std::string("|&;<>()$`").find(c) != std::string::npos) {
            // What only a shell does (pipes, redirections, variables) is refused,
            // so that no test depends on it by accident.
            throw std::invalid_argument(std::string("a shell's '") + c +
                                        "' in a command run in process: " + line);
        } else {
            word += c;
        }
    }
    if (in_word) words.push_back(word);
    return words;
}

namespace {

// One temporary file for each stream, reused: emptied before every call.
int scratch_file() {
    FILE* f = std::tmpfile();
    if (!f) throw std::runtime_error("cannot create a temporary file");
    return fileno(f);
}

std::string take(int fd) {
    std::string text;
    char buffer[65536];
    ::lseek(fd, 0, SEEK_SET);
    for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;)
        text.append(buffer, static_cast<std::size_t>(n));
    return text;
}

void empty(int fd) {
    if (::ftruncate(fd, 0) != 0 || ::lseek(fd, 0, SEEK_SET) != 0)
        throw std::runtime_error("cannot empty a temporary file");
}

void flush_all() {
    std::cout.flush();
    std::cerr.flush();
    std::fflush(stdout);
    std::fflush(stderr);
}

// Points fd 0, 1 and 2 at the input and the two files, and the working
// directory at the source tree, until destroyed (even by an exception).
class Redirected {
  public:
    Redirected(int in, int out, int err) : cwd_(fs::current_path()) {
        fs::current_path(CARCASSONNE_SOURCE_DIR);
        flush_all();
        for (int fd = 0; fd < 3; ++fd) saved_[fd] = ::dup(fd);
        ::dup2(in, 0);
        ::dup2(out, 1);
        ::dup2(err, 2);
    }
    ~Redirected() {
        flush_all();
        // Whatever the command left unread in stdin's buffer is not the next one's.
        __fpurge(stdin);
        for (FILE* f : {stdin, stdout, stderr}) std::clearerr(f);
        std::cout.clear();
        std::cerr.clear();
        for (int fd = 0; fd < 3; ++fd) {
            ::dup2(saved_[fd], fd);
            ::close(saved_[fd]);
        }
        std::error_code ignored;
        fs::current_path(cwd_, ignored);
    }
    Redirected(const Redirected&) = delete;
    Redirected& operator=(const Redirected&) = delete;

  private:
    fs::path cwd_;
    int saved_[3] = {-1, -1, -1};
};

}  // namespace

Run run_in_process(const std::string& args, const std::string& stdin_file) {
    std::vector<std::string> words = shell_words(args);
    words.insert(words.begin(), "carcassonne");
    std::vector<char*> argv;
    for (std::string& w : words) argv.push_back(w.data());
    argv.push_back(nullptr);

    static const int out = scratch_file();
    static const int err = scratch_file();
    empty(out);
    empty(err);
    // A relative name is read from the source tree, as by run_binary.
    const fs::path input =
        stdin_file.empty() ? fs::path("/dev/null") : fs::path(CARCASSONNE_SOURCE_DIR) / stdin_file;
    const int in = ::open(input.c_str(), O_RDONLY);
    if (in < 0) throw std::runtime_error("cannot open " + input.string());
    Run r;
    {
        Redirected redirected(in, out, err);
        r.exit = app::run_command_line(static_cast<int>(words.size()), argv.data());
    }
    ::close(in);
    r.out = take(out);
    r.err = take(err);
    return r;
}

}  // namespace carcassonne::test
