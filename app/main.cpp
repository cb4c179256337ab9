// attention-explorer: the desktop program, and its command-line subcommands.
//   attention-explorer [--lesson FILE] [--view heads|compare] [--screenshot FILE --frames N]
//   attention-explorer compute CASE.json [-o RESULT.json]
#include <iostream>
#include <string>

#include <CLI/CLI.hpp>

#include "cli/compute.hpp"
#include "gui/gui.hpp"

int main(int argc, char** argv) {
  CLI::App app{
      "Attention Explorer: see what the attention of a Transformer computes, head by head.\n"
      "With no subcommand it opens the desktop explorer.",
      "attention-explorer"};
  app.set_version_flag("--version", std::string("attention-explorer ") + ATTN_VERSION);

  attn::gui::GuiOptions gui;
  app.add_option("--lesson", gui.lesson_path, "Open this lesson file (JSON)");
  app.add_option("--view", gui.view, "Starting view")
      ->check(CLI::IsMember({"heads", "compare", "pipeline", "why", "assembly", "exercises",
                             "decoder", "leaks", "cost", "meaning"}));
  app.add_option("--screenshot", gui.screenshot_path,
                 "Render --frames frames, save the window as this PNG, and exit");
  app.add_option("--frames", gui.frames, "Frames to render before --screenshot")
      ->check(CLI::Range(1, 100000));
  app.add_option("--dump-state", gui.dump_state_path,
                 "Write what the views show (JSON) to this file whenever it changes");
  app.add_option("--width", gui.width, "Window width in pixels")->check(CLI::Range(320, 16384));
  app.add_option("--height", gui.height, "Window height in pixels")->check(CLI::Range(240, 16384));
  app.add_option("--font-scale", gui.font_scale, "Interface scale, 1 to 3 (100% to 300%)")
      ->check(CLI::Range(1.0f, 3.0f));

  std::string case_path;
  std::string result_path;
  CLI::App* compute = app.add_subcommand(
      "compute", "Run one attention case (JSON) and print every intermediate (JSON)");
  compute->add_option("case", case_path, "The case file, or - for standard input")->required();
  compute->add_option("-o,--output", result_path, "Write the result here instead of stdout");

  try {
    app.parse(argc, argv);
  } catch (const CLI::Success& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return 2;
  }

  if (compute->parsed()) return attn::cli::run_compute(case_path, result_path, std::cout, std::cerr);
  return attn::gui::run_gui(gui);
}
