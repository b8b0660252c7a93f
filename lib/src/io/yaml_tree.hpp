// A small YAML tree built from yaml-cpp's event parser. It keeps 1-based marks
// on every node, rejects what the adjudicator never needs (aliases, several
// documents, deep nesting, duplicate keys) and can hand over the items of
// chosen top-level sequences one at a time, so a million-move log never exists
// as a tree. This is the only code that touches yaml-cpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/model/error.hpp"

namespace carcassonne {

struct YNode {
    enum class Kind : std::uint8_t { Null, Scalar, Sequence, Map };
    Kind kind = Kind::Null;
    SourceLoc loc;
    std::string text;             // a scalar's value
    bool quoted = false;          // a scalar written in quotes: text, never a number
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

// What the readers of documents and tile files allow a map keyed by words of
// the format: the longest such map (options: with every expansion) has a few
// dozen keys.
constexpr std::size_t kMaxWordKeys = 256;
// ... and the values of the tree, or of one entry: room for some 5,000 custom
// tiles, and at most a few tens of megabytes of memory.
constexpr std::size_t kMaxTreeNodes = 250'000;

struct YamlLimits {
    std::size_t max_depth = 64;
    std::size_t max_scalar_bytes = 4096;
    std::size_t max_items = 10'000'000;  // items of one sequence or keys of one map
    // Keys of a map whose keys are words of the format (a move, options:, a
    // tile), which never has many: a map of a million unknown keys is refused
    // at the first key past this, before it costs time or memory. The top-level
    // map and the maps under `maps_of_names` have names for keys (of tiles, of
    // players) and only max_items.
    std::size_t max_word_keys = static_cast<std::size_t>(-1);
    // Values (keys, items, scalars) of the tree, and of one streamed item: the
    // bound on the memory a hostile document can make the tree take.
    std::size_t max_nodes = static_cast<std::size_t>(-1);
    std::vector<std::string_view> maps_of_names;
    // Said after "the document is empty" (a file with no YAML node, only comments, say).
    std::string_view empty_hint;
};

// One item of a streamed sequence as the parser handed it over, before any
// tree is built: its nodes in document order, each followed by its children.
// Reading a million small items this way allocates nothing per item.
class YItem {
  public:
    struct Node {
        YNode::Kind kind = YNode::Kind::Null;
        SourceLoc loc;
        std::size_t text_begin = 0;  // a scalar's value, in the item's text
        std::uint32_t text_size = 0;
        std::uint32_t end = 0;  // the index just past this node's subtree
        bool quoted = false;    // a scalar written in quotes
    };
    const Node& node(std::uint32_t i) const { return nodes_[i]; }
    std::string_view text(const Node& n) const {
        return std::string_view(text_).substr(n.text_begin, n.text_size);
    }
    // The item itself is node 0; the first child of node i is i + 1, and the
    // sibling after child c is node(c).end, until node(i).end.
    static constexpr std::uint32_t kRoot = 0;
    // The item as a tree, for readers that want one (as rare items do).
    YNode tree(std::uint32_t i = kRoot) const;

    // For the parser: a node added after the last (a container's children
    // follow until end() closes it), and clear() for the next item.
    std::uint32_t add(YNode::Kind kind, SourceLoc loc, std::string_view text, bool quoted = false);
    void end(std::uint32_t i) { nodes_[i].end = size(); }
    std::uint32_t size() const { return static_cast<std::uint32_t>(nodes_.size()); }
    void clear() {
        nodes_.clear();
        text_.clear();
    }

  private:
    std::vector<Node> nodes_;
    std::string text_;
};

// Receives each item of a streamed sequence: the top-level key it stands
// under, its index, and the item; and is asked about each top-level key.
class YItemSink {
  public:
    virtual void item(std::string_view key, std::size_t index, const YItem& item) = 0;
    // A key of the top-level map, as it is parsed: false leaves it and its
    // value out of the tree (a key the sink does not know, and has reported).
    // Throwing ends the parse there, so that a document of a million unknown
    // keys is not read past the limit of errors.
    virtual bool top_key(std::string_view key, SourceLoc loc) {
        (void)key, (void)loc;
        return true;
    }

  protected:
    ~YItemSink() = default;
};

// A document that is not YAML at all (as yaml-cpp's parser finds), as opposed
// to YAML this reader refuses (an alias, a duplicate key, a limit).
struct YamlSyntaxError : InputError {
    YamlSyntaxError(std::string in_file, SourceLoc cause, std::string message, SourceLoc stop)
        : InputError(std::move(in_file), cause, std::move(message)), parser_stop(stop) {}
    SourceLoc parser_stop;  // where the parser stopped; `where` is the cause found
};

// Parses exactly one YAML document. Items of the sequences under the top-level
// keys in `streamed` go to `sink` as they complete; their sequence nodes stay
// in the tree, empty. Throws InputError, located, on anything it refuses.
YNode parse_yaml(std::string_view text, const std::string& file, const YamlLimits& limits,
                 const std::vector<std::string>& streamed = {}, YItemSink* sink = nullptr);

}  // namespace carcassonne
