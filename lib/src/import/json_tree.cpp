#include "json_tree.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <nlohmann/json.hpp>
#include <unordered_map>
#include <unordered_set>

namespace carcassonne::json {

// nlohmann's SAX interface does not say where a value starts. It reads the text
// through this iterator, which records how far it has read; every value then
// starts at the first character after the previous event that is not a
// separator (whitespace , : ] }). A number is reported one character late (the
// lexer reads the delimiter after it), which is always a separator.
namespace {

struct CountingIterator {
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = const char&;

    const char* at = nullptr;
    const char** furthest = nullptr;

    reference operator*() const { return *at; }
    CountingIterator& operator++() {
        ++at;
        if (at > *furthest) *furthest = at;
        return *this;
    }
    CountingIterator operator++(int) {
        CountingIterator before = *this;
        ++*this;
        return before;
    }
    bool operator==(const CountingIterator& o) const { return at == o.at; }
    bool operator!=(const CountingIterator& o) const { return at != o.at; }
};

bool separator(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ':' || c == ']' ||
           c == '}';
}

// nlohmann's message without its prefix, its own location and the raw token
// (which may be megabytes long or hold any byte).
std::string syntax_message(const std::string& what) {
    std::string m = what;
    std::size_t column = m.find("column ");
    if (column != std::string::npos) {
        std::size_t colon = m.find(": ", column);
        if (colon != std::string::npos) m = m.substr(colon + 2);
    }
    std::size_t last = m.find("; last read: '");
    if (last != std::string::npos) {
        std::size_t expected = m.rfind("'; expected");
        m = expected != std::string::npos && expected > last
                ? m.substr(0, last) + m.substr(expected + 1)
                : m.substr(0, last);
    }
    return "JSON " + m;
}

}  // namespace

// Builds a Tree from SAX events (the interface nlohmann::json::sax_parse calls).
class Builder {
  public:
    Builder(Tree& tree, std::string_view text, const Limits& limits, const KeepFilter& filter,
            const char* const* furthest)
        : tree_(tree),
          text_(text),
          limits_(limits),
          keep_(filter.keep.begin(), filter.keep.end()),
          keep_all_(filter.keep_all.begin(), filter.keep_all.end()),
          keep_everything_(filter.keep.empty() && filter.keep_all.empty()),
          furthest_(furthest) {
        // nlohmann skips a UTF-8 byte order mark at the start.
        if (text_.size() >= 3 && text_.compare(0, 3, "\xEF\xBB\xBF") == 0) scan_from_ = 3;
    }

    bool null() {
        return scalar(Type::Null, [](Tree::Node&) {});
    }
    bool boolean(bool b) {
        return scalar(Type::Bool, [b](Tree::Node& n) { n.flag = b; });
    }
    bool number_integer(std::int64_t v) {
        return scalar(Type::Number, [v](Tree::Node& n) {
            n.flag = true;
            n.number = v;
        });
    }
    bool number_unsigned(std::uint64_t v) {
        if (v <= static_cast<std::uint64_t>(INT64_MAX))
            return number_integer(static_cast<std::int64_t>(v));
        return literal(std::to_string(v));
    }
    bool number_float(double v, const std::string& raw) {
        // A whole value written as 2.0 or 1e3 is still a whole number.
        if (std::isfinite(v) && v == std::trunc(v) && std::fabs(v) < 9.2e18) {
            return scalar(Type::Number, [v](Tree::Node& n) {
                n.flag = true;
                n.number = static_cast<std::int64_t>(v);
            });
        }
        return literal(raw);
    }
    bool string(std::string& s) {
        return scalar(Type::String, [this, &s](Tree::Node& n) {
            n.first = static_cast<std::uint32_t>(tree_.strings_.size());
            tree_.strings_.push_back(std::move(s));
        });
    }
    bool binary(std::vector<std::uint8_t>&) { return true; }  // never produced by JSON text

    bool start_object(std::size_t) { return open(Type::Object); }
    bool start_array(std::size_t) { return open(Type::Array); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(std::string& k) {
        advance();
        if (skip_depth_ > 0) return true;
        const Frame& f = frames_.back();
        std::string_view name = k;
        bool all = keep_all_.count(name) > 0;
        bool keep = f.keep_all || all || keep_everything_ || keep_.count(name) > 0;
        drop_next_ = !keep;
        next_keep_all_ = f.keep_all || all;
        // Keys of the filter repeat: share them. Keys under keep_all are data: store each.
        if (keep) next_key_ = f.keep_all ? store(std::move(k)) : intern(k);
        return true;
    }

    bool parse_error(std::size_t position, const std::string&,
                     const nlohmann::detail::exception& e) {
        // `position` counts the characters read; the fault is the last of them.
        fail(std::min(position > 0 ? position - 1 : 0, text_.size()), syntax_message(e.what()));
        return false;
    }

    std::optional<std::pair<std::size_t, std::string>> error;

  private:
    struct Frame {
        std::uint32_t node;
        std::size_t first_pending;
        bool keep_all;
    };

    std::size_t read_so_far() const { return static_cast<std::size_t>(*furthest_ - text_.data()); }
    void advance() { scan_from_ = read_so_far(); }
    std::size_t value_start() const {
        std::size_t i = scan_from_;
        while (i < text_.size() && separator(text_[i])) ++i;
        return std::min(i, text_.size());
    }
    void fail(std::size_t offset, std::string message) {
        if (!error) error.emplace(offset, std::move(message));
    }

    std::uint32_t store(std::string&& k) {
        tree_.strings_.push_back(std::move(k));
        return static_cast<std::uint32_t>(tree_.strings_.size() - 1);
    }

    std::uint32_t intern(const std::string& k) {
        auto it = keys_.find(k);
        if (it != keys_.end()) return it->second;
        auto index = static_cast<std::uint32_t>(tree_.strings_.size());
        tree_.strings_.push_back(k);
        keys_.emplace(k, index);
        return index;
    }

    // Adds a node for a value that starts now; false (and an error) past the cap.
    bool add(Type type, std::uint32_t& index) {
        std::size_t start = value_start();
        if (tree_.nodes_.size() >= limits_.max_values) {
            fail(start,
                 fmt::format("the file holds more than {} JSON values; this is not a game record",
                             limits_.max_values));
            return false;
        }
        Tree::Node n;
        n.type = type;
        n.offset = start;
        if (!frames_.empty() && tree_.nodes_[frames_.back().node].type == Type::Object)
            n.key = next_key_;
        index = static_cast<std::uint32_t>(tree_.nodes_.size());
        tree_.nodes_.push_back(n);
        if (!frames_.empty()) pending_.push_back(index);
        return true;
    }

    // True when the value starting now is dropped (or lies inside a dropped one).
    bool dropping() {
        if (skip_depth_ > 0) return true;
        if (drop_next_) {
            drop_next_ = false;
            return true;
        }
        return false;
    }

    template <class Fill>
    bool scalar(Type type, Fill fill) {
        next_keep_all_ = false;
        if (dropping()) {
            advance();
            return true;
        }
        std::uint32_t index = 0;
        if (!add(type, index)) return false;
        fill(tree_.nodes_[index]);
        advance();
        return true;
    }

    bool literal(const std::string& raw) {
        return scalar(Type::Number, [this, &raw](Tree::Node& n) {
            n.flag = false;
            n.first = static_cast<std::uint32_t>(tree_.strings_.size());
            tree_.strings_.push_back(raw);
        });
    }

    bool open(Type type) {
        // The bracket has just been read: it is the last character so far.
        std::size_t bracket = read_so_far() - 1;
        if (++depth_ > limits_.max_depth) {
            fail(bracket, fmt::format("JSON nested deeper than {} levels", limits_.max_depth));
            return false;
        }
        bool keep_all = next_keep_all_ || (!frames_.empty() && frames_.back().keep_all);
        next_keep_all_ = false;
        if (dropping()) {
            ++skip_depth_;
            advance();
            return true;
        }
        std::uint32_t index = 0;
        if (!add(type, index)) return false;
        frames_.push_back(Frame{index, pending_.size(), keep_all});
        advance();
        return true;
    }

    bool close() {
        --depth_;
        advance();
        if (skip_depth_ > 0) {
            --skip_depth_;
            return true;
        }
        Frame f = frames_.back();
        frames_.pop_back();
        Tree::Node& n = tree_.nodes_[f.node];
        n.first = static_cast<std::uint32_t>(tree_.children_.size());
        n.count = static_cast<std::uint32_t>(pending_.size() - f.first_pending);
        tree_.children_.insert(tree_.children_.end(),
                               pending_.begin() + static_cast<std::ptrdiff_t>(f.first_pending),
                               pending_.end());
        pending_.resize(f.first_pending);
        return true;
    }

    Tree& tree_;
    std::string_view text_;
    const Limits& limits_;
    std::unordered_set<std::string_view> keep_;      // KeepFilter::keep
    std::unordered_set<std::string_view> keep_all_;  // KeepFilter::keep_all
    bool keep_everything_;
    const char* const* furthest_;
    std::size_t scan_from_ = 0;
    std::size_t depth_ = 0;
    std::size_t skip_depth_ = 0;  // open containers inside a dropped value
    bool drop_next_ = false;      // the value after this key is dropped
    bool next_keep_all_ = false;  // the value after this key keeps all its members
    std::uint32_t next_key_ = 0;
    std::vector<Frame> frames_;
    std::vector<std::uint32_t> pending_;  // children of the open containers
    std::unordered_map<std::string, std::uint32_t> keys_;
};

Tree Tree::parse(std::string_view text, const std::string& file, const Limits& limits,
                 const KeepFilter& filter) {
    Tree tree;
    tree.file_ = file;
    tree.text_ = text;
    const char* furthest = text.data();
    Builder builder(tree, text, limits, filter, &furthest);
    CountingIterator first{text.data(), &furthest};
    CountingIterator last{text.data() + text.size(), &furthest};
    bool ok = nlohmann::json::sax_parse(first, last, &builder);
    if (!ok || builder.error) {
        auto [offset, message] = builder.error.value_or(
            std::make_pair(std::size_t{0}, std::string("JSON syntax error")));
        throw InputError(file, tree.locate(offset), message);
    }
    return tree;
}

SourceLoc Tree::locate(std::size_t offset) const {
    offset = std::min(offset, text_.size());
    std::string_view before = text_.substr(0, offset);
    std::size_t lines = static_cast<std::size_t>(std::count(before.begin(), before.end(), '\n'));
    std::size_t line_start = before.rfind('\n');
    line_start = line_start == std::string_view::npos ? 0 : line_start + 1;
    auto clamp = [](std::size_t v) {
        return static_cast<std::uint32_t>(std::min<std::size_t>(v, UINT32_MAX));
    };
    return SourceLoc{clamp(lines + 1), clamp(offset - line_start + 1)};
}

void Tree::fail(const Value& at, const std::string& message) const {
    throw InputError(file_, locate(at.offset()), message);
}

Type Value::type() const {
    return tree_->nodes_[index_].type;
}

std::size_t Value::size() const {
    const Tree::Node& n = tree_->nodes_[index_];
    return n.type == Type::Array || n.type == Type::Object ? n.count : 0;
}

Value Value::operator[](std::size_t i) const {
    return Value(tree_, tree_->children_[tree_->nodes_[index_].first + i]);
}

const std::string& Value::key(std::size_t i) const {
    return tree_->strings_[tree_->nodes_[(*this)[i].index_].key];
}

std::optional<Value> Value::find(std::string_view k) const {
    if (!is_object()) return std::nullopt;
    for (std::size_t i = size(); i-- > 0;)
        if (key(i) == k) return (*this)[i];
    return std::nullopt;
}

const std::string& Value::text() const {
    static const std::string empty;
    const Tree::Node& n = tree_->nodes_[index_];
    bool has_text = n.type == Type::String || (n.type == Type::Number && !n.flag);
    return has_text ? tree_->strings_[n.first] : empty;
}

bool Value::boolean() const {
    return tree_->nodes_[index_].flag;
}

std::optional<std::int64_t> Value::integer() const {
    const Tree::Node& n = tree_->nodes_[index_];
    if (n.type != Type::Number || !n.flag) return std::nullopt;
    return n.number;
}

std::size_t Value::offset() const {
    return static_cast<std::size_t>(tree_->nodes_[index_].offset);
}

std::string describe(const Value& v) {
    switch (v.type()) {
        case Type::Null:
            return "null";
        case Type::Bool:
            return v.boolean() ? "true" : "false";
        case Type::Number:
            return "the number " + (v.integer() ? std::to_string(*v.integer()) : v.text());
        case Type::Array:
            return "an array";
        case Type::Object:
            return "an object";
        case Type::String:
            break;
    }
    // A string, quoted, with control characters escaped and cut after 40 bytes.
    const std::string& s = v.text();
    std::string out = "\"";
    std::size_t shown = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        auto c = static_cast<unsigned char>(s[i]);
        if (shown >= 40 && (c & 0xC0) != 0x80) {
            out += "...";
            break;
        }
        if (c < 0x20 || c == 0x7F || c == '"' || c == '\\')
            out += c == '"' ? "\\\"" : c == '\\' ? "\\\\" : fmt::format("\\u{:04x}", c);
        else
            out += static_cast<char>(c);
        ++shown;
    }
    return out + "\"";
}

}  // namespace carcassonne::json
