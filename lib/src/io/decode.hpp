// Reading typed values out of a YNode, with located errors.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/model/error.hpp"
#include "io/yaml_tree.hpp"

namespace carcassonne {

class Decoder {
  public:
    explicit Decoder(std::string file) : file_(std::move(file)) {}
    const std::string& file() const { return file_; }

    [[noreturn]] void fail(SourceLoc where, std::string message) const;
    [[noreturn]] void fail(const YNode& at, std::string message) const {
        fail(at.loc, std::move(message));
    }

    // `what` names the value in messages, e.g. "players" or "a placed tile".
    void expect_map(const YNode& n, std::string_view what) const;
    void expect_sequence(const YNode& n, std::string_view what) const;
    // Every key of map n is one of `allowed`; `context` names the map in the message.
    void check_keys(const YNode& n, std::initializer_list<std::string_view> allowed,
                    std::string_view context) const {
        check_keys(n, std::vector<std::string_view>(allowed), context);
    }
    void check_keys(const YNode& n, const std::vector<std::string_view>& allowed,
                    std::string_view context) const;  // all the unknown keys at once
    // The error of one key that is not among `allowed`, as check_keys words it.
    InputError unknown_key(std::string_view key, SourceLoc where,
                           const std::vector<std::string_view>& allowed,
                           std::string_view context) const;

    const std::string& as_string(const YNode& n, std::string_view what) const;
    std::int64_t as_int(const YNode& n, std::string_view what, std::int64_t min,
                        std::int64_t max) const;
    bool as_bool(const YNode& n, std::string_view what) const;

  private:
    std::string file_;
};

// The independent errors of one document, kept until the reader has gone as
// far as it safely can, then thrown together (earliest first) as one InputError.
class ErrorList {
  public:
    explicit ErrorList(std::size_t limit) : limit_(limit) {}

    // Runs `step`; an InputError it throws (with its `more`) is kept and false returned.
    template <class Step>
    bool attempt(Step&& step) {
        try {
            step();
            return true;
        } catch (InputError& e) {
            add(std::move(e));
            return false;
        }
    }
    void add(InputError e);
    // Whether a reader of many entries (moves, tiles, keys) may go on to the
    // next one: once the list is full it stops, and the report says so.
    bool room() {
        stopped_ = stopped_ || errors_.size() >= limit_;
        return !stopped_;
    }
    // Throws what was kept, earliest first and at most `limit`; nothing when empty.
    void throw_if_any();
    // How many are kept, and forgetting those kept after the first n (errors
    // that a later one showed to be mere consequences of it).
    std::size_t size() const { return errors_.size(); }
    void keep_first(std::size_t n) {
        if (n < errors_.size())
            errors_.erase(errors_.begin() + static_cast<std::ptrdiff_t>(n), errors_.end());
    }

  private:
    std::vector<InputError> errors_;
    std::size_t limit_;
    bool stopped_ = false;
};

// The whole decimal number Decoder::as_int reads from `text`, or nothing where
// it refuses it (not decimal, a leading zero, out of range).
std::optional<std::int64_t> plain_decimal(std::string_view text, std::int64_t min,
                                          std::int64_t max);

// How a node reads in a message: `'abc'`, `a list`, `a map`, `nothing`.
std::string describe(const YNode& n);
// A name from the document for a message: quoted, and cut after 40 characters.
std::string quoted(std::string_view s);
// A player's name or a custom tile id: 1 to 32 letters, digits, '_' or '-'.
bool valid_name(std::string_view s);

}  // namespace carcassonne
