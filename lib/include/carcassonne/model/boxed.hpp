// Rarely present parts of a parsed move, kept out of line: a log keeps one
// record per move for as long as it is adjudicated (so that a rule broken late
// still names its line), and most moves have no action and, in long logs, no
// follower. A pointer costs 8 bytes where the value would cost 24 to 36.
#pragma once

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace carcassonne {

// An optional value held on the heap: std::optional's interface, a pointer's size.
template <class T>
class BoxedOptional {
  public:
    BoxedOptional() = default;
    BoxedOptional(std::nullopt_t) {}
    BoxedOptional(T value) : box_(std::make_unique<T>(std::move(value))) {}
    BoxedOptional(std::optional<T> value) {
        if (value) box_ = std::make_unique<T>(std::move(*value));
    }
    BoxedOptional(const BoxedOptional& other)
        : box_(other ? std::make_unique<T>(*other) : nullptr) {}
    BoxedOptional(BoxedOptional&&) noexcept = default;
    BoxedOptional& operator=(const BoxedOptional& other) {
        if (this != &other) box_ = other ? std::make_unique<T>(*other) : nullptr;
        return *this;
    }
    BoxedOptional& operator=(BoxedOptional&&) noexcept = default;

    explicit operator bool() const { return box_ != nullptr; }
    bool has_value() const { return box_ != nullptr; }
    T& operator*() { return *box_; }
    const T& operator*() const { return *box_; }
    T* operator->() { return box_.get(); }
    const T* operator->() const { return box_.get(); }
    void reset() { box_.reset(); }

  private:
    std::unique_ptr<T> box_;
};

// A list that is most often empty: no allocation and a pointer's size until the first item.
template <class T>
class SparseList {
  public:
    SparseList() = default;
    SparseList(const SparseList& other)
        : items_(other.items_ ? std::make_unique<std::vector<T>>(*other.items_) : nullptr) {}
    SparseList(SparseList&&) noexcept = default;
    SparseList& operator=(const SparseList& other) {
        if (this != &other) *this = SparseList(other);
        return *this;
    }
    SparseList& operator=(SparseList&&) noexcept = default;

    void push_back(T item) {
        if (!items_) items_ = std::make_unique<std::vector<T>>();
        items_->push_back(std::move(item));
    }
    bool empty() const { return !items_ || items_->empty(); }
    std::size_t size() const { return items_ ? items_->size() : 0; }
    const T& operator[](std::size_t i) const { return (*items_)[i]; }
    const T* begin() const { return items_ ? items_->data() : nullptr; }
    const T* end() const { return items_ ? items_->data() + items_->size() : nullptr; }

  private:
    std::unique_ptr<std::vector<T>> items_;
};

}  // namespace carcassonne
