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

class TreeBuilder : public YAML::EventHandler {
  public:
    TreeBuilder(const std::string& file, const YamlLimits& limits,
                const std::vector<std::string>& streamed, const StreamedItem& on_item)
        : file_(file), limits_(limits), streamed_(streamed), on_item_(on_item) {}

    bool has_document() const { return documents_ > 0; }
    YNode take_root() { return std::move(root_); }

    void OnDocumentStart(const YAML::Mark& mark) override {
        if (++documents_ > 1) fail(loc_of(mark), "more than one YAML document; give one per file");
    }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark& mark, YAML::anchor_t) override {
        YNode n;
        n.kind = YNode::Kind::Null;
        n.loc = loc_of(mark);
        attach(std::move(n));
    }
    void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override {
        fail(loc_of(mark), "YAML aliases (*name) are not supported");
    }
    void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                  const std::string& value) override {
        if (value.size() > limits_.max_scalar_bytes)
            fail(loc_of(mark), fmt::format("a value of {} bytes is longer than the limit of {}",
                                           value.size(), limits_.max_scalar_bytes));
        YNode n;
        n.kind = YNode::Kind::Scalar;
        n.loc = loc_of(mark);
        n.text = value;
        attach(std::move(n));
    }
    void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                         YAML::EmitterStyle::value) override {
        open(YNode::Kind::Sequence, mark);
    }
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                    YAML::EmitterStyle::value) override {
        open(YNode::Kind::Map, mark);
    }
    void OnMapEnd() override { close(); }

  private:
    struct Frame {
        YNode node;
        bool streaming = false;  // items go to on_item_, not into node
        std::string stream_key;
        std::size_t streamed_items = 0;
        std::unique_ptr<std::unordered_set<std::string>> keys;  // for large maps only
    };

    [[noreturn]] void fail(SourceLoc where, std::string message) const {
        throw InputError(file_, where, std::move(message));
    }

    void open(YNode::Kind kind, const YAML::Mark& mark) {
        if (stack_.size() >= limits_.max_depth)
            fail(loc_of(mark),
                 fmt::format("nesting deeper than {} levels is not supported", limits_.max_depth));
        Frame f;
        f.node.kind = kind;
        f.node.loc = loc_of(mark);
        // A sequence standing as the value of a chosen top-level key is streamed.
        if (kind == YNode::Kind::Sequence && stack_.size() == 1 && stack_[0].node.is_map() &&
            stack_[0].node.children.size() % 2 == 1) {
            const std::string& k = stack_[0].node.children.back().text;
            if (std::find(streamed_.begin(), streamed_.end(), k) != streamed_.end()) {
                f.streaming = true;
                f.stream_key = k;
            }
        }
        stack_.push_back(std::move(f));
    }

    void close() {
        Frame f = std::move(stack_.back());
        stack_.pop_back();
        attach(std::move(f.node));
    }

    void attach(YNode&& n) {
        if (stack_.empty()) {
            root_ = std::move(n);
            return;
        }
        Frame& parent = stack_.back();
        if (parent.streaming) {
            if (parent.streamed_items >= limits_.max_items) too_many(n.loc);
            on_item_(parent.stream_key, parent.streamed_items++, std::move(n));
            return;
        }
        auto& children = parent.node.children;
        if (children.size() >= 2 * limits_.max_items) too_many(n.loc);
        if (parent.node.is_map() && children.size() % 2 == 0) check_key(parent, n);
        // yaml-cpp marks an empty value at the next token, often on another line: use its key's.
        if (parent.node.is_map() && children.size() % 2 == 1 && n.is_null())
            n.loc = children.back().loc;
        children.push_back(std::move(n));
    }

    void check_key(Frame& map, const YNode& k) {
        if (k.is_null())
            fail(k.loc, "an empty key, or a key of more than 1024 characters, is not allowed");
        if (!k.is_scalar()) fail(k.loc, "a key must be a plain name, not a list or a map");
        auto& children = map.node.children;
        if (!map.keys && children.size() >= 32) {
            map.keys = std::make_unique<std::unordered_set<std::string>>();
            for (std::size_t i = 0; i < children.size(); i += 2) map.keys->insert(children[i].text);
        }
        bool seen = false;
        if (map.keys) {
            seen = !map.keys->insert(k.text).second;
        } else {
            for (std::size_t i = 0; i < children.size() && !seen; i += 2)
                seen = children[i].text == k.text;
        }
        if (seen) fail(k.loc, fmt::format("duplicate key '{}'", k.text));
    }

    [[noreturn]] void too_many(SourceLoc where) const {
        fail(where, fmt::format("more than {} items in one list or map", limits_.max_items));
    }

    const std::string& file_;
    const YamlLimits& limits_;
    const std::vector<std::string>& streamed_;
    const StreamedItem& on_item_;
    std::vector<Frame> stack_;
    YNode root_;
    int documents_ = 0;
};

// What yaml-cpp 0.7 gets wrong or words obscurely, checked before it runs: it
// reads a NUL byte as an escape, accepts bytes that are not UTF-8, and reports
// a tab in indentation as "illegal block entry".
void prescan(std::string_view text, const std::string& file) {
    std::uint32_t line = 1, column = 1;
    bool indentation = true;
    for (std::size_t i = 0; i < text.size();) {
        auto c = static_cast<unsigned char>(text[i]);
        SourceLoc here{line, column};
        std::size_t length = 1;
        if (c == '\n') {
            ++line, column = 1, indentation = true, ++i;
            continue;
        }
        if (c == '\t' && indentation)
            throw InputError(
                file, here, "YAML syntax: a tab is not allowed in indentation; indent with spaces");
        if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f)
            throw InputError(file, here,
                             fmt::format("control character 0x{:02x} is not allowed", c));
        if (c >= 0x80) {
            // A UTF-8 sequence: a lead byte, then 1 to 3 continuation bytes, shortest form.
            length = c >= 0xc2 && c <= 0xdf   ? 2
                     : c >= 0xe0 && c <= 0xef ? 3
                     : c >= 0xf0 && c <= 0xf4 ? 4
                                              : 0;
            bool ok = length > 0 && i + length <= text.size();
            for (std::size_t k = 1; ok && k < length; ++k)
                ok = (static_cast<unsigned char>(text[i + k]) & 0xc0) == 0x80;
            if (ok && length == 3) {
                auto c1 = static_cast<unsigned char>(text[i + 1]);
                ok =
                    !(c == 0xe0 && c1 < 0xa0) && !(c == 0xed && c1 >= 0xa0);  // overlong, surrogate
            }
            if (ok && length == 4) {
                auto c1 = static_cast<unsigned char>(text[i + 1]);
                ok = !(c == 0xf0 && c1 < 0x90) && !(c == 0xf4 && c1 >= 0x90);
            }
            if (!ok)
                throw InputError(file, here,
                                 fmt::format("the document is not valid UTF-8 (byte 0x{:02x})", c));
        }
        if (c != ' ' && c != '\t') indentation = false;
        i += length;
        column += static_cast<std::uint32_t>(length);  // columns count bytes
    }
}

// yaml-cpp's wording for the mistakes people make, said plainly.
std::string plain_syntax_message(const std::string& msg) {
    if (msg == "end of sequence flow not found")
        return "a '[' is never closed (the file ends first)";
    if (msg == "end of map flow not found") return "a '{' is never closed (the file ends first)";
    if (msg == "illegal EOF in scalar")
        return "a quoted string is never closed (the file ends first)";
    if (msg == "illegal map value")
        return "illegal map value: a ':' where no key can stand (a key is at most 1024 characters, "
               "on one line)";
    return msg;
}

}  // namespace

YNode parse_yaml(std::string_view text, const std::string& file, const YamlLimits& limits,
                 const std::vector<std::string>& streamed, const StreamedItem& on_item) {
    prescan(text, file);
    MemoryBuffer buffer(text.data(), text.size());
    std::istream in(&buffer);
    TreeBuilder builder(file, limits, streamed, on_item);
    try {
        YAML::Parser parser(in);
        while (parser.HandleNextDocument(builder)) {
        }
    } catch (const YAML::DeepRecursion& e) {
        throw InputError(file, loc_of(e.mark), "nesting too deep");
    } catch (const YAML::Exception& e) {
        throw InputError(file, loc_of(e.mark), "YAML syntax: " + plain_syntax_message(e.msg));
    }
    if (!builder.has_document()) throw InputError(file, {1, 1}, "the document is empty");
    return builder.take_root();
}

}  // namespace carcassonne
