// A small YAML tree built from yaml-cpp's event parser. It keeps 1-based marks
// on every node, rejects what the adjudicator never needs (aliases, several
// documents, deep nesting, duplicate keys) and can hand over the items of
// chosen top-level sequences one at a time, so a million-move log never exists
// as a tree. This is the only code that touches yaml-cpp.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/error.hpp"

namespace carcassonne {

struct YNode {
    enum class Kind : std::uint8_t { Null, Scalar, Sequence, Map };
    Kind kind = Kind::Null;
    SourceLoc loc;
    std::string text;             // a scalar's value
    std::vector<YNode> children;  // a sequence's items; a map's keys and values, alternating

    bool is_map() const { return kind == Kind::Map; }
    bool is_sequence() const { return kind == Kind::Sequence; }
    bool is_scalar() const { return kind == Kind::Scalar; }
    bool is_null() const { return kind == Kind::Null; }
    std::size_t map_size() const { return children.size() / 2; }
    const YNode& key(std::size_t i) const { return children[2 * i]; }
    const YNode& value(std::size_t i) const { return children[2 * i + 1]; }
    // The value under a key of this map, or nullptr.
    const YNode* find(std::string_view key) const;
    // The key node itself, for messages about a key that should not be there.
    const YNode* find_key(std::string_view key) const;
};

struct YamlLimits {
    std::size_t max_depth = 64;
    std::size_t max_scalar_bytes = 4096;
    std::size_t max_items = 10'000'000;  // items of one sequence or keys of one map
};

// Receives one item of a streamed sequence: the top-level key it stands under,
// its index, and the item.
using StreamedItem = std::function<void(std::string_view key, std::size_t index, YNode&& item)>;

// Parses exactly one YAML document. Items of the sequences under the top-level
// keys in `streamed` go to `on_item` as they complete; their sequence nodes
// stay in the tree, empty. Throws InputError, located, on anything it refuses.
YNode parse_yaml(std::string_view text, const std::string& file, const YamlLimits& limits,
                 const std::vector<std::string>& streamed = {},
                 const StreamedItem& on_item = nullptr);

}  // namespace carcassonne
