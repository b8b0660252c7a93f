// `carcassonne explain`: why a feature or a player scored what they did.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <memory>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/expansion.hpp"
#include "carcassonne/model/suggest.hpp"
#include "carcassonne/query/explain.hpp"
#include "carcassonne/report/render.hpp"
#include "commands.hpp"

namespace carcassonne::app {
namespace {

struct ExplainOptions {
    InputOptions in;
    std::optional<std::string> at;  // --at X,Y
    std::optional<std::string> on;  // --on FEATURE
    std::optional<std::string> player;
    std::optional<std::uint64_t> moves;
    std::string format = "text";
};

int run_explain(const ExplainOptions& o) {
    ExplainRequest request;
    if (!o.at && !o.player)
        return command_error(
            "explain needs --at X,Y (a tile, or one feature with --on) or "
            "--player NAME");
    if (o.on && !o.at) return command_error("--on needs --at X,Y: the square of the tile");
    if (o.at) {
        request.at = parse_square(*o.at);
        if (!request.at)
            return command_error(fmt::format("--at '{}': a square reads X,Y, such as 3,-1", *o.at));
    }
    if (o.on) {
        request.on = parse_feature_ref(*o.on);
        // An expansion's line (LineDef) is drawn on its tiles but is no feature.
        const ExpansionDef* line = line_owner();
        if (!request.on && line && o.on->substr(0, o.on->find(' ')) == line->line->key)
            return command_error(fmt::format(
                "--on '{}': the {} is not a feature: it takes no follower and scores nothing "
                "({}); a feature reads {}",
                *o.on, line->line->key, line->line->rule, kFeatureForms));
        if (!request.on)
            return command_error(fmt::format("--on '{}': a feature reads {}{}", *o.on,
                                             kFeatureForms, feature_did_you_mean(*o.on)));
    }
    request.player = o.player;
    request.moves = o.moves;
    const Document doc = load(o.in);
    Explanation explanation;
    try {
        explanation = explain(doc, request);
    } catch (const RequestError& e) {
        return command_error(e.what());
    }
    std::string text = o.format == "json" ? render_explanation_json(explanation)
                                          : render_explanation_text(explanation);
    if (!emit(text)) return 2;
    return explanation.report.violations.empty() ? 0 : 1;
}

}  // namespace

void add_explain_command(CLI::App& app, Run& run) {
    auto o = std::make_shared<ExplainOptions>();
    CLI::App* explain_cmd = app.add_subcommand(
        "explain", "Explain how a feature, or every point of a player, was scored");
    add_file_option(*explain_cmd, o->in);
    auto* at = explain_cmd->add_option("--at", o->at, "X,Y: the square of a tile");
    explain_cmd
        ->add_option("--on", o->on,
                     fmt::format("The feature of that tile: {} (without it, every feature of "
                                 "the tile)",
                                 kFeatureForms))
        ->needs(at);
    explain_cmd->add_option("--player", o->player, "Every point of one player")->excludes(at);
    add_move_option(*explain_cmd, o->moves);
    add_format_option(*explain_cmd, o->format, {"text", "json"});
    add_tiles_option(*explain_cmd, o->in.tile_files);
    add_max_bytes_option(*explain_cmd, o->in);
    explain_cmd->callback([&run, o] { run = [o] { return run_explain(*o); }; });
}

}  // namespace carcassonne::app
