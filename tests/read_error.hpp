// The rendered input error a document gives, or "no error".
#pragma once

#include <string>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/document.hpp"

namespace carcassonne::test {

inline std::string read_error(const std::string& text, const std::string& file) {
    try {
        read_document(text, file);
    } catch (const InputError& e) {
        return e.render();
    }
    return "no error";
}

}  // namespace carcassonne::test
