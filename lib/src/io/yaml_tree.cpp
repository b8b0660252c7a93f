#include "io/yaml_tree.hpp"

#include <fmt/format.h>
#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/parser.h>

#include <algorithm>
#include <istream>
#include <memory>
#include <streambuf>
#include <unordered_set>

#include "carcassonne/model/wording.hpp"
#include "io/yaml_syntax.hpp"

namespace carcassonne {

const YNode* YNode::find(std::string_view k) const {
    if (!is_map()) return nullptr;
    for (std::size_t i = 0; i < map_size(); ++i)
        if (key(i).text == k) return &value(i);
    return nullptr;
}

const YNode* YNode::find_key(std::string_view k) const {
    if (!is_map()) return nullptr;
    for (std::size_t i = 0; i < map_size(); ++i)
        if (key(i).text == k) return &key(i);
    return nullptr;
}

YNode YItem::tree(std::uint32_t i) const {
    const Node& n = nodes_[i];
    YNode out;
    out.kind = n.kind;
    out.loc = n.loc;
    out.text = text(n);
    out.quoted = n.quoted;
    for (std::uint32_t c = i + 1; c < n.end; c = nodes_[c].end) out.children.push_back(tree(c));
    return out;
}

std::uint32_t YItem::add(YNode::Kind kind, SourceLoc loc, std::string_view text, bool quoted) {
    Node n;
    n.kind = kind;
    n.loc = loc;
    n.quoted = quoted;
    n.text_begin = text_.size();
    n.text_size = static_cast<std::uint32_t>(text.size());
    n.end = size() + 1;
    text_ += text;
    nodes_.push_back(n);
    return n.end - 1;
}

namespace {

SourceLoc loc_of(const YAML::Mark& m) {
    if (m.is_null()) return {};
    return {static_cast<std::uint32_t>(m.line + 1), static_cast<std::uint32_t>(m.column + 1)};
}

// Reads a buffer in place, without copying it into a string stream.
struct MemoryBuffer : std::streambuf {
    MemoryBuffer(const char* data, std::size_t size) {
        char* p = const_cast<char*>(data);
        setg(p, p, p + size);
    }
};

// Builds the tree of everything but the streamed items; each of those is laid
// out flat in one reused YItem and handed to the sink when it completes. Both
// get the same checks, at the same events, so the errors do not depend on it.
class TreeBuilder : public YAML::EventHandler {
  public:
    TreeBuilder(const std::string& file, const YamlLimits& limits,
                const std::vector<std::string>& streamed, YItemSink* sink)
        : file_(file), limits_(limits), streamed_(streamed), sink_(sink) {
        frames_.reserve(limits.max_depth);  // frames never move: references to them stay valid
    }

    bool has_document() const { return documents_ > 0; }
    YNode take_root() { return std::move(root_); }

    void OnDocumentStart(const YAML::Mark& mark) override {
        if (++documents_ > 1) fail(loc_of(mark), "more than one YAML document; give one per file");
    }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark& mark, YAML::anchor_t) override {
        leaf(YNode::Kind::Null, loc_of(mark), {});
    }
    void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override {
        fail(loc_of(mark), "YAML aliases (*name) are not supported");
    }
    void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t,
                  const std::string& value) override {
        if (value.size() > limits_.max_scalar_bytes)
            fail(loc_of(mark), fmt::format("a value of {} bytes is longer than the limit of {}",
                                           value.size(), limits_.max_scalar_bytes));
        check_tag(mark, tag, YNode::Kind::Scalar, value);
        // yaml-cpp tags a quoted scalar "!" (a plain one "?"): it is text, never
        // a number; so is one tagged !!str.
        leaf(YNode::Kind::Scalar, loc_of(mark), value, tag == "!" || tag == kCoreTag + "str");
    }
    void OnSequenceStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t,
                         YAML::EmitterStyle::value) override {
        check_tag(mark, tag, YNode::Kind::Sequence, {});
        open(YNode::Kind::Sequence, mark);
    }
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t,
                    YAML::EmitterStyle::value) override {
        check_tag(mark, tag, YNode::Kind::Map, {});
        open(YNode::Kind::Map, mark);
    }
    void OnMapEnd() override { close(); }

  private:
    struct Frame {
        YNode::Kind kind = YNode::Kind::Null;
        SourceLoc loc;
        bool flat = false;       // part of a streamed item: its nodes are in item_
        bool dropped = false;    // the value of a top-level key the sink left out: not kept
        std::uint32_t at = 0;    // flat: its index in item_
        YNode node;              // not flat: the node being built
        bool streaming = false;  // items go to sink_, not into node
        bool names = false;      // a map keyed by names, not by words of the format
        std::string stream_key;
        std::size_t streamed_items = 0;
        std::size_t count = 0;                                  // children so far
        SourceLoc last_key;                                     // a map's latest key
        std::unique_ptr<std::unordered_set<std::string>> keys;  // for large maps only
    };
    // A node as its parent's checks see it.
    struct Child {
        YNode::Kind kind;
        SourceLoc loc;
        std::string_view text;
    };

    [[noreturn]] void fail(SourceLoc where, std::string message) const {
        throw InputError(file_, where, std::move(message));
    }

    // A tag of YAML's core schema (`!!int`) says what the value is: one that
    // says otherwise (`rot: !!int auto`) is refused, not read past. Other
    // tags are left alone, as before.
    inline static const std::string kCoreTag = "tag:yaml.org,2002:";
    void check_tag(const YAML::Mark& mark, const std::string& tag, YNode::Kind kind,
                   const std::string& value) const {
        if (tag.compare(0, kCoreTag.size(), kCoreTag) != 0) return;
        const std::string name = tag.substr(kCoreTag.size());
        bool scalar = kind == YNode::Kind::Scalar;
        bool matches = true;
        if (name == "map")
            matches = kind == YNode::Kind::Map;
        else if (name == "seq")
            matches = kind == YNode::Kind::Sequence;
        else if (name == "str")
            matches = scalar;
        else if (name == "int")
            matches = scalar && !value.empty() &&
                      value.find_first_not_of("0123456789", value[0] == '-' ? 1 : 0) ==
                          std::string::npos &&
                      value != "-";
        else if (name == "bool")
            matches = scalar && (value == "true" || value == "false");
        else if (name == "null")
            matches = scalar && (value.empty() || value == "~" || value == "null");
        if (matches) return;
        std::string what = scalar                     ? fmt::format("'{}'", value)
                           : kind == YNode::Kind::Map ? std::string("a map")
                                                      : std::string("a list");
        fail(loc_of(mark), fmt::format("the YAML tag !!{} contradicts its value {} (write the "
                                       "value without a tag)",
                                       name, what));
    }

    // The open containers, innermost last. Frames are reused, not destroyed, so
    // that a long log's items open and close without allocating.
    bool empty() const { return depth_ == 0; }
    Frame& top() { return frames_[depth_ - 1]; }
    Frame& push(YNode::Kind kind, SourceLoc loc) {
        if (depth_ == frames_.size()) frames_.emplace_back();
        Frame& f = frames_[depth_++];
        f.kind = kind;
        f.loc = loc;
        f.flat = false;
        f.dropped = false;
        f.at = 0;
        f.node.kind = kind;
        f.node.loc = loc;
        f.node.text.clear();
        f.node.children.clear();
        f.streaming = false;
        f.names = false;
        f.stream_key.clear();
        f.streamed_items = 0;
        f.count = 0;
        f.last_key = {};
        f.keys.reset();
        return f;
    }

    // A scalar or a null.
    void leaf(YNode::Kind kind, SourceLoc loc, std::string_view text, bool quoted = false) {
        if (empty()) {
            root_.kind = kind;
            root_.loc = loc;
            root_.text = text;
            root_.quoted = quoted;
            return;
        }
        Frame& parent = top();
        if (parent.dropped) {
            check_dropped_key(parent, kind, loc);
            return;
        }
        if (parent.streaming) {
            item_.add(kind, loc, text, quoted);
            deliver(parent, loc);
            return;
        }
        if (drops_value_) {  // a scalar value of a top-level key left out
            drops_value_ = false;
            return;
        }
        if (kind == YNode::Kind::Scalar && top_level_key(parent) && !sink_->top_key(text, loc)) {
            drops_value_ = true;
            return;
        }
        adopt(parent, {kind, loc, text}, loc);
        if (parent.flat) {
            item_.add(kind, loc, text, quoted);
            return;
        }
        YNode n;
        n.kind = kind;
        n.loc = loc;
        n.text = text;
        n.quoted = quoted;
        parent.node.children.push_back(std::move(n));
    }

    void open(YNode::Kind kind, const YAML::Mark& mark) {
        if (depth_ >= limits_.max_depth)
            fail(loc_of(mark),
                 fmt::format("nesting deeper than {} levels is not supported", limits_.max_depth));
        const bool dropped = drops_value_ || (!empty() && top().dropped);
        if (!drops_value_ && dropped) check_dropped_key(top(), kind, loc_of(mark));
        drops_value_ = false;
        const bool flat = !dropped && !empty() && (top().flat || top().streaming);
        // A sequence standing as the value of a chosen top-level key is streamed.
        const std::string* stream_key = nullptr;
        const std::string* top_key = nullptr;  // the top-level key this node is the value of
        if (!flat && !dropped && depth_ == 1 && frames_[0].kind == YNode::Kind::Map &&
            frames_[0].count % 2 == 1)
            top_key = &frames_[0].node.children.back().text;
        if (top_key && sink_ && kind == YNode::Kind::Sequence &&
            std::find(streamed_.begin(), streamed_.end(), *top_key) != streamed_.end())
            stream_key = top_key;
        const bool names =
            empty() ||
            (top_key && std::find(limits_.maps_of_names.begin(), limits_.maps_of_names.end(),
                                  *top_key) != limits_.maps_of_names.end());
        Frame& f = push(kind, loc_of(mark));
        f.names = names;
        if (dropped) {
            f.dropped = true;
        } else if (flat) {
            f.flat = true;
            f.at = item_.add(kind, f.loc, {});
        } else if (stream_key) {
            f.streaming = true;
            f.stream_key = *stream_key;
        }
    }

    void close() {
        Frame& f = frames_[--depth_];
        if (f.dropped) return;
        if (f.flat) {
            item_.end(f.at);
            Frame& parent = top();
            if (parent.streaming)
                deliver(parent, f.loc);
            else
                adopt(parent, {f.kind, f.loc, {}}, f.loc);
            return;
        }
        if (empty()) {
            root_ = std::move(f.node);
            return;
        }
        Frame& parent = top();
        adopt(parent, {f.kind, f.loc, {}}, f.node.loc);
        parent.node.children.push_back(std::move(f.node));
    }

    // A streamed item is complete: hand it over, then reuse its storage.
    void deliver(Frame& sequence, SourceLoc loc) {
        if (sequence.streamed_items >= limits_.max_items) too_many(loc);
        sink_->item(sequence.stream_key, sequence.streamed_items++, item_);
        item_.clear();
    }

    // A child of a value left out is not kept, but its keys are still checked
    // as a kept map's are (no duplicates: the key of the value is an error already).
    void check_dropped_key(Frame& parent, YNode::Kind kind, SourceLoc loc) {
        if (parent.kind == YNode::Kind::Map && parent.count++ % 2 == 0)
            check_key_form({kind, loc, {}});
    }

    // Where the next scalar is a key of the top-level map, which the sink is asked about.
    bool top_level_key(const Frame& parent) const {
        return sink_ && depth_ == 1 && parent.kind == YNode::Kind::Map && !parent.flat &&
               parent.count % 2 == 0;
    }

    // The checks of a child joining its parent; `loc` is the child's location to keep.
    void adopt(Frame& parent, const Child& n, SourceLoc& loc) {
        if (parent.count >= 2 * limits_.max_items) too_many(n.loc);
        if ((parent.flat ? item_.size() + 1 : ++tree_nodes_) > limits_.max_nodes)
            fail(n.loc,
                 fmt::format("more than {} values {}; no document needs so many", limits_.max_nodes,
                             parent.flat         ? "in one entry"
                             : streamed_.empty() ? "in one file"
                                                 : "outside the entries of board: and moves:"));
        if (parent.kind == YNode::Kind::Map) {
            if (parent.count % 2 == 0) {
                if (!parent.names && parent.count >= 2 * limits_.max_word_keys)
                    fail(n.loc, fmt::format("more than {} keys in one map; only maps of names "
                                            "({}) may have more",
                                            limits_.max_word_keys, maps_of_names()));
                check_key(parent, n);
                parent.last_key = n.loc;
            } else if (n.kind == YNode::Kind::Null) {
                // yaml-cpp marks an empty value at the next token, often on another line: use
                // its key's.
                loc = parent.last_key;
            }
        }
        ++parent.count;
    }

    // f(text) for each key of a map so far.
    template <class F>
    void for_each_key(const Frame& map, F&& f) const {
        if (!map.flat) {
            for (std::size_t i = 0; i < map.node.children.size(); i += 2)
                f(std::string_view(map.node.children[i].text));
            return;
        }
        bool key = true;
        for (auto c = map.at + 1; c < item_.size(); c = item_.node(c).end, key = !key)
            if (key) f(item_.text(item_.node(c)));
    }

    void check_key_form(const Child& k) const {
        if (k.kind == YNode::Kind::Null)
            fail(k.loc, "an empty key, or a key of more than 1024 characters, is not allowed");
        if (k.kind != YNode::Kind::Scalar)
            fail(k.loc, "a key must be a plain name, not a list or a map");
    }

    void check_key(Frame& map, const Child& k) {
        check_key_form(k);
        if (!map.keys && map.count >= 32) {
            map.keys = std::make_unique<std::unordered_set<std::string>>();
            for_each_key(map, [&](std::string_view t) { map.keys->emplace(t); });
        }
        bool seen = false;
        if (map.keys)
            seen = !map.keys->emplace(k.text).second;
        else
            for_each_key(map, [&](std::string_view t) { seen = seen || t == k.text; });
        if (seen) fail(k.loc, fmt::format("duplicate key '{}'", k.text));
    }

    // "the top level, tiles: and scores:", for the message above.
    std::string maps_of_names() const {
        std::vector<std::string> maps{"the top level"};
        for (const auto& name : limits_.maps_of_names) maps.push_back(fmt::format("{}:", name));
        return and_list(maps);
    }

    [[noreturn]] void too_many(SourceLoc where) const {
        fail(where, fmt::format("more than {} items in one list or map", limits_.max_items));
    }

    const std::string& file_;
    const YamlLimits& limits_;
    const std::vector<std::string>& streamed_;
    YItemSink* sink_;
    std::vector<Frame> frames_;
    std::size_t depth_ = 0;
    YItem item_;
    YNode root_;
    int documents_ = 0;
    std::size_t tree_nodes_ = 0;  // values in root_, for limits_.max_nodes
    bool drops_value_ = false;    // the next node is the value of a top-level key left out
};

// Where byte i of the text stands: its line, and its column counted in bytes.
SourceLoc place_of(std::string_view text, std::size_t i) {
    std::string_view before = text.substr(0, i);
    auto line = static_cast<std::uint32_t>(std::count(before.begin(), before.end(), '\n') + 1);
    std::size_t start = before.rfind('\n');
    auto column = static_cast<std::uint32_t>(start == std::string_view::npos ? i + 1 : i - start);
    return {line, column};
}

// What yaml-cpp 0.7 gets wrong or words obscurely, checked before it runs: it
// reads a NUL byte as an escape, accepts bytes that are not UTF-8, and reports
// a tab in indentation as "illegal block entry". Plain ASCII, nearly all of a
// document, passes in a tight loop; where a byte is refused is worked out then.
void prescan(std::string_view text, const std::string& file) {
    const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t size = text.size();
    bool indentation = true;
    for (std::size_t i = 0; i < size;) {
        unsigned char c = bytes[i];
        if (c >= 0x20 && c < 0x7f) {  // printable ASCII
            indentation = indentation && c == ' ';
            ++i;
            continue;
        }
        if (c == '\n') {
            indentation = true, ++i;
            continue;
        }
        if (c == '\t') {
            if (indentation)
                throw InputError(
                    file, place_of(text, i),
                    "YAML syntax: a tab is not allowed in indentation; indent with spaces");
            ++i;
            continue;
        }
        if (c < 0x80 && c != '\r')
            throw InputError(file, place_of(text, i),
                             fmt::format("control character 0x{:02x} is not allowed", c));
        std::size_t length = 1;
        if (c >= 0x80) {
            // A UTF-8 sequence: a lead byte, then 1 to 3 continuation bytes, shortest form.
            length = c >= 0xc2 && c <= 0xdf   ? 2
                     : c >= 0xe0 && c <= 0xef ? 3
                     : c >= 0xf0 && c <= 0xf4 ? 4
                                              : 0;
            bool ok = length > 0 && i + length <= size;
            for (std::size_t k = 1; ok && k < length; ++k) ok = (bytes[i + k] & 0xc0) == 0x80;
            if (ok && length == 3)  // overlong, surrogate
                ok = !(c == 0xe0 && bytes[i + 1] < 0xa0) && !(c == 0xed && bytes[i + 1] >= 0xa0);
            if (ok && length == 4)
                ok = !(c == 0xf0 && bytes[i + 1] < 0x90) && !(c == 0xf4 && bytes[i + 1] >= 0x90);
            if (!ok)
                throw InputError(file, place_of(text, i),
                                 fmt::format("the document is not valid UTF-8 (byte 0x{:02x})", c));
        }
        indentation = false;
        i += length;
    }
}

}  // namespace

YNode parse_yaml(std::string_view text, const std::string& file, const YamlLimits& limits,
                 const std::vector<std::string>& streamed, YItemSink* sink) {
    prescan(text, file);
    MemoryBuffer buffer(text.data(), text.size());
    std::istream in(&buffer);
    TreeBuilder builder(file, limits, streamed, sink);
    try {
        YAML::Parser parser(in);
        while (parser.HandleNextDocument(builder)) {
        }
    } catch (const YAML::DeepRecursion& e) {
        throw InputError(file, loc_of(e.mark), "nesting too deep");
    } catch (const YAML::Exception& e) {
        SyntaxProblem p = explain_syntax_error(text, loc_of(e.mark), e.msg);
        throw YamlSyntaxError(file, p.where, std::move(p.message), loc_of(e.mark));
    }
    if (!builder.has_document())
        throw InputError(file, {1, 1},
                         limits.empty_hint.empty()
                             ? std::string("the document is empty")
                             : fmt::format("the document is empty; {}", limits.empty_hint));
    return builder.take_root();
}

}  // namespace carcassonne
