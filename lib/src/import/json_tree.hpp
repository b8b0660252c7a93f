// A compact, located JSON tree for the importers, built from nlohmann-json's
// SAX parser. Every value keeps the byte offset where it starts, so every error
// about it reads FILE:LINE:COLUMN. It refuses nesting deeper than a limit before
// it gets there, caps the number of values it stores, and can drop object
// members the reader never looks at, so a hostile or huge file costs little
// memory. This is the only code that touches nlohmann-json.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/model/error.hpp"

namespace carcassonne::json {

enum class Type : std::uint8_t { Null, Bool, Number, String, Array, Object };

class Tree;

// A view of one value of a Tree; cheap to copy, valid while the Tree lives.
class Value {
  public:
    Value(const Tree* tree, std::uint32_t index) : tree_(tree), index_(index) {}

    Type type() const;
    bool is_object() const { return type() == Type::Object; }
    bool is_array() const { return type() == Type::Array; }
    bool is_string() const { return type() == Type::String; }
    bool is_number() const { return type() == Type::Number; }
    bool is_bool() const { return type() == Type::Bool; }
    bool is_null() const { return type() == Type::Null; }

    // Items of an array, members of an object.
    std::size_t size() const;
    Value operator[](std::size_t i) const;
    // The key of an object's i-th member.
    const std::string& key(std::size_t i) const;
    // An object's member; of duplicate keys the last wins (as in JavaScript).
    std::optional<Value> find(std::string_view key) const;

    const std::string& text() const;  // a string's value; a non-whole number's literal
    bool boolean() const;
    // A number that is a whole value within 64 bits (1, -3, 2.0, 1e3).
    std::optional<std::int64_t> integer() const;

    std::size_t offset() const;  // byte offset of its first character
    const Tree& tree() const { return *tree_; }

  private:
    const Tree* tree_;
    std::uint32_t index_;
};

struct Limits {
    std::size_t max_depth = 64;          // nested arrays and objects
    std::size_t max_values = 4'000'000;  // values stored (after dropping members)
};

// Which object members to keep: those whose key is listed in `keep`, and the
// whole value under a key listed in `keep_all` (maps of settings whose keys are
// data). Empty lists keep everything.
struct KeepFilter {
    std::vector<std::string_view> keep;
    std::vector<std::string_view> keep_all;
};

class Tree {
  public:
    // Parses one JSON text (RFC 8259). Throws InputError located at the fault.
    static Tree parse(std::string_view text, const std::string& file, const Limits& limits = {},
                      const KeepFilter& filter = {});

    Value root() const { return Value(this, 0); }
    const std::string& file() const { return file_; }
    SourceLoc locate(std::size_t offset) const;
    // Throws InputError located at the start of `at`.
    [[noreturn]] void fail(const Value& at, const std::string& message) const;

  private:
    friend class Value;
    friend class Builder;
    struct Node {
        Type type = Type::Null;
        bool flag = false;         // a Bool's value; a Number's "is whole"
        std::uint32_t key = 0;     // an object member's key: index into strings_
        std::uint32_t first = 0;   // containers: index into children_; strings: into strings_
        std::uint32_t count = 0;   // containers: number of children
        std::int64_t number = 0;   // a whole Number's value
        std::uint64_t offset = 0;  // where the value starts
    };
    std::string file_;
    std::string_view text_;  // for locate(); the caller keeps the text alive
    std::vector<Node> nodes_;
    std::vector<std::uint32_t> children_;
    std::vector<std::string> strings_;
};

// How a value reads in a message: `"abc"`, `the number 1.5`, `an object`.
std::string describe(const Value& v);

}  // namespace carcassonne::json
