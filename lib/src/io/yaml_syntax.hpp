// A YAML syntax error in a player's words. yaml-cpp says where its parser
// stopped ("end of sequence not found" at some token); the mistake is often
// elsewhere: a '{' left open lines before, a list item one space off. This
// looks at the text around the parser's mark to find the cause and say it.
#pragma once

#include <string>
#include <string_view>

#include "carcassonne/model/error.hpp"

namespace carcassonne {

struct SyntaxProblem {
    SourceLoc where;
    std::string message;
};

// `mark` is where the parser stopped (1-based), `parser_message` its words.
SyntaxProblem explain_syntax_error(std::string_view text, SourceLoc mark,
                                   std::string_view parser_message);

}  // namespace carcassonne
