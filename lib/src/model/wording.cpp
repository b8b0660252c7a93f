#include "carcassonne/model/wording.hpp"

namespace carcassonne {

namespace {

template <typename Text>
std::string joined(const std::vector<Text>& items, std::string_view joint) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) {
            if (i + 1 < items.size()) {
                out += ", ";
            } else {
                out += ' ';
                out += joint;
                out += ' ';
            }
        }
        out += items[i];
    }
    return out;
}

}  // namespace

std::string word_list(const std::vector<std::string>& items, std::string_view joint) {
    return joined(items, joint);
}

std::string word_list(const std::vector<std::string_view>& items, std::string_view joint) {
    return joined(items, joint);
}

std::string rotations_or(std::uint8_t bits) {
    std::vector<std::string> rots;
    for (int r = 0; r < 4; ++r)
        if (bits & (1u << r)) rots.push_back(std::to_string(90 * r));
    return or_list(rots);
}

}  // namespace carcassonne
