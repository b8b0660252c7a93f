// What an expansion's read_settings sees of a JCloisterZone save's setup
// (import_hooks.hpp), read with the importers' located errors.
#include "import_hooks.hpp"

#include "import_common.hpp"

namespace carcassonne {

std::optional<json::Value> JczSettings::element(std::string_view key) const {
    if (!v5 || !setup) return std::nullopt;
    auto elements = importer::optional_member(*setup, "elements");
    if (!elements || !elements->is_object()) return std::nullopt;
    return importer::optional_member(*elements, key);
}

std::int64_t JczSettings::count(const json::Value& v, std::string_view what) const {
    if (v.is_bool()) return v.boolean() ? 1 : 0;
    return importer::integer_of(v, what, 0, 1000);
}

void JczSettings::set_option(std::string_view key, std::string value) {
    for (auto& [k, v] : options)
        if (k == key) {
            v = std::move(value);
            return;
        }
    options.emplace_back(key, std::move(value));
}

void JczSettings::fail(const json::Value& at, const std::string& message) const {
    at.tree().fail(at, message);
}

}  // namespace carcassonne
