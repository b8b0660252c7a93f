// Fault injection where a library cannot be fuzzed: the whole command line
// (run_command_line, what main() calls) runs in a child process in which
//  - allocation number N fails (std::bad_alloc), once or from then on, or
//  - standard output fails after N bytes (ENOSPC: a full disk; or EPIPE: the
//    reader has gone),
// for every command on a few documents, and every N from 0 to the run's own
// count (the [fault] cases sample N; the [fault-full] cases, label `slow`,
// take every N). Each run must end with an exit status, never a signal:
//  - allocation: status 2 and `out of memory` naming the file, or, where the
//    failed allocation was not needed (nothing depends on it), the status and
//    output of the run without a fault;
//  - a full disk before the end of the output: status 2 and the write error
//    said once; a closed pipe: the status and standard error of the run
//    without a fault, quietly.
#include <execinfo.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <new>
#include <string>
#include <vector>

#include "cli.hpp"
#include "fault_allocator.hpp"

namespace {

using carcassonne::test::Allocations;

// A command line, with what the runs check.
struct Case {
    std::vector<std::string> args;  // after `carcassonne`
};

const char* const kPosition = CARCASSONNE_SOURCE_DIR "/scenarios/base/quickstart.yaml";
const char* const kLog = CARCASSONNE_SOURCE_DIR "/tests/drawings/expansions.yaml";
const char* const kBroken = CARCASSONNE_SOURCE_DIR "/scenarios/logs/illegal-discard.yaml";
const char* const kSurveyors =
    CARCASSONNE_SOURCE_DIR "/scenarios/explain/surveyors-citizens-jury.yaml";
const char* const kImport = CARCASSONNE_SOURCE_DIR "/scenarios/import/bga-names.json";
const char* const kTiles = CARCASSONNE_SOURCE_DIR "/scenarios/tilesets/signposts-example.yaml";

// Every command, on a position, a log with every expansion, a log that
// breaks a rule, a game to import and custom tiles.
std::vector<Case> cases() {
    return {
        {{"score", kPosition}},
        {{"score", "--format", "json", "--running", kLog}},
        {{"score", "--summary", kPosition, kBroken}},
        {{"score", "--format", "jsonl", kSurveyors, kBroken, "missing.yaml"}},
        {{"score", "--then", "{player: red, tile: K, at: [-1, 1], rot: 90}", kPosition}},
        {{"check", kPosition, kBroken}},
        {{"explain", kSurveyors, "--at", "1,0"}},
        {{"explain", "--format", "json", kLog, "--player", "red"}},
        {{"draw", kLog}},
        {{"draw", "--format", "svg", kPosition, "--at", "0,0", "--on", "city N"}},
        {{"draw", kBroken}},
        {{"position", kLog}},
        {{"fits", "--format", "json", kLog, "K", "--move", "3"}},
        {{"import", kImport}},
        {{"rules", "base"}},
        {{"rules", "--search", "city"}},
        {{"tiles", "SP-A", "--tiles", kTiles}},
        {{"tiles", "--edges", "N=city,S=road"}},
        {{"help", "score"}},
        {{"--version"}},
    };
}

std::string describe(const Case& c) {
    std::string out = "carcassonne";
    for (const std::string& a : c.args) out += " " + a;
    return out;
}

// What stdout does in the child.
enum class Output { Works, FullDisk, ClosedPipe };

struct Fault {
    long long allocation = -1;  // the allocation that fails (from 0), or none
    bool from_then_on = false;  // every allocation after it fails too
    Output output = Output::Works;
    long long bytes = 0;  // written before stdout fails
};

struct Outcome {
    bool signalled = false;
    int status = -1;
    std::string out, err;
    long long allocations = 0;  // counted by the child
};

long long bytes_left = 0;
int write_errno = 0;

// stdout in the child: accepts `bytes_left` bytes, then fails with write_errno.
// A write that would go past them fails whole (glibc takes a short count from
// a cookie as an error without errno).
ssize_t failing_write(void*, const char*, std::size_t size) {
    if (static_cast<long long>(size) > bytes_left) {
        bytes_left = 0;
        errno = write_errno;
        return -1;
    }
    bytes_left -= static_cast<long long>(size);
    return static_cast<ssize_t>(size);
}

// std::terminate in the child (an exception that met a noexcept): where, on stderr.
[[noreturn]] void terminate_with_backtrace() {
    void* frames[64];
    int n = backtrace(frames, 64);
    static const char kWhat[] = "std::terminate called; backtrace:\n";
    (void)!write(STDERR_FILENO, kWhat, sizeof kWhat - 1);
    backtrace_symbols_fd(frames, n, STDERR_FILENO);
    std::abort();
}

std::string read_all(int fd) {
    std::string out;
    char buffer[4096];
    for (ssize_t n; (n = read(fd, buffer, sizeof buffer)) > 0;)
        out.append(buffer, static_cast<std::size_t>(n));
    return out;
}

Outcome run(const Case& c, const Fault& fault) {
    std::FILE* out = std::tmpfile();
    std::FILE* err = std::tmpfile();
    int counted[2];
    REQUIRE(out);
    REQUIRE(err);
    REQUIRE(pipe(counted) == 0);
    std::fflush(nullptr);
    pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        std::set_terminate(terminate_with_backtrace);
        close(counted[0]);
        dup2(fileno(err), STDERR_FILENO);
        dup2(fileno(out), STDOUT_FILENO);
        if (fault.output != Output::Works) {
            bytes_left = fault.bytes;
            write_errno = fault.output == Output::FullDisk ? ENOSPC : EPIPE;
            cookie_io_functions_t io{nullptr, failing_write, nullptr, nullptr};
            stdout = fopencookie(nullptr, "w", io);
        }
        std::vector<std::string> args{"carcassonne"};
        args.insert(args.end(), c.args.begin(), c.args.end());
        std::vector<char*> argv;
        for (std::string& a : args) argv.push_back(a.data());
        argv.push_back(nullptr);
        Allocations::arm(fault.allocation, fault.from_then_on);
        int status = carcassonne::app::run_command_line(static_cast<int>(args.size()), argv.data());
        long long n = Allocations::disarm();
        std::fflush(stdout);
        if (write(counted[1], &n, sizeof n) != sizeof n) _exit(99);
        _exit(status);  // no destructors, no atexit: the run alone is tested
    }
    close(counted[1]);
    Outcome o;
    if (read(counted[0], &o.allocations, sizeof o.allocations) != sizeof o.allocations)
        o.allocations = -1;
    close(counted[0]);
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    o.signalled = WIFSIGNALED(status);
    o.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    std::rewind(out);
    std::rewind(err);
    o.out = read_all(fileno(out));
    o.err = read_all(fileno(err));
    std::fclose(out);
    std::fclose(err);
    return o;
}

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

// The values of N a sweep takes from 0 to `last`, `step` apart, or (when
// `step` is 0) sampled: 0 to 3, then each half as far again as the one before.
std::vector<long long> sweep(long long last, long long step) {
    std::vector<long long> out;
    for (long long n = 0; n <= last; n = step ? n + step : n < 4 ? n + 1 : n + n / 2)
        out.push_back(n);
    if (out.back() != last) out.push_back(last);
    return out;
}

// Every allocation (every = true), or a sample of them failing from then on.
void allocation_sweep(bool every) {
    for (const Case& c : cases()) {
        Outcome clean = run(c, {});
        INFO(describe(c));
        REQUIRE_FALSE(clean.signalled);
        REQUIRE(clean.allocations > 0);
        for (bool from_then_on : {true, false}) {
            if (!every && !from_then_on) continue;
            for (long long n : sweep(clean.allocations - 1, every ? 1 : 0)) {
                Fault f;
                f.allocation = n;
                f.from_then_on = from_then_on;
                Outcome o = run(c, f);
                INFO("allocation " << n << " of " << clean.allocations << " fails"
                                   << (from_then_on ? ", and every one after it" : ""));
                INFO("stderr: " << o.err);
                REQUIRE_FALSE(o.signalled);
                REQUIRE(o.status == 2);
                // One message, or one for each of several files (each is tried).
                REQUIRE(count(o.err, "out of memory") >= 1);
                REQUIRE(count(o.err, "internal error") == 0);
            }
        }
    }
}

// Writes fail after N bytes, every 16 bytes (every = true) or at a few points
// of the output. (A report is written in a few large writes: the outcome only
// changes where one begins.)
void write_sweep(bool every) {
    for (const Case& c : cases()) {
        Outcome clean = run(c, {});
        INFO(describe(c));
        REQUIRE_FALSE(clean.signalled);
        const auto total = static_cast<long long>(clean.out.size());
        std::vector<long long> points = {0, total / 3, total};
        if (every) points = sweep(total, 16);
        for (Output output : {Output::FullDisk, Output::ClosedPipe})
            for (long long n : points) {
                Fault f;
                f.output = output;
                f.bytes = n;
                Outcome o = run(c, f);
                INFO((output == Output::FullDisk ? "a full disk" : "a closed pipe")
                     << " after " << n << " of " << total << " bytes");
                INFO("stderr: " << o.err);
                REQUIRE_FALSE(o.signalled);
                if (output == Output::ClosedPipe || n >= total) {
                    // Quietly, as if the output had been read.
                    CHECK(o.status == clean.status);
                    CHECK(o.err == clean.err);
                } else {
                    CHECK(o.status == 2);
                    CHECK(count(o.err, "carcassonne: error: cannot write the report: ") == 1);
                }
            }
    }
}

}  // namespace

TEST_CASE("a failing allocation ends every command with exit 2 and a message (sampled)",
          "[fault]") {
    allocation_sweep(false);
}

TEST_CASE("a failing write ends every command with exit 2 and a message (sampled)", "[fault]") {
    write_sweep(false);
}

TEST_CASE("a failing allocation, every N", "[fault-full]") {
    allocation_sweep(true);
}

TEST_CASE("a failing write, every N", "[fault-full]") {
    write_sweep(true);
}

TEST_CASE("memory running out while a document is adjudicated names the document", "[fault]") {
    // The last allocation of `score FILE` comes after the file was read: the
    // message names it, as an input error would (not "internal error", not
    // the program alone).
    const Case c{{"score", kPosition}};
    Outcome clean = run(c, {});
    REQUIRE(clean.allocations > 1);
    for (long long n : {clean.allocations * 3 / 4, clean.allocations - 1}) {
        Fault f;
        f.allocation = n;
        f.from_then_on = true;
        Outcome o = run(c, f);
        INFO("allocation " << n << " of " << clean.allocations << " fails, and every one after");
        REQUIRE_FALSE(o.signalled);
        CHECK(o.status == 2);
        CHECK(o.err == std::string(kPosition) + ": error: out of memory\n");
    }
}
