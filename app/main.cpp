// attention-explorer: the desktop program, and its command-line subcommands.
//   attention-explorer [LESSON | --lesson LESSON | --fresh] [--view NAME]
//                      [--presenter] [--train] [--screenshot FILE --frames N] [--lang TAG]
//   attention-explorer compute CASE.json [-o RESULT.json]
//   attention-explorer train --task T [--layers --d-model --heads --steps --batch --lr --seed]
//                            -o FILE.safetensors
//   attention-explorer render FILE.json -o OUT.png [--view V] [--head N] [--figure] ...
//   attention-explorer download ORG/NAME [--revision R] [--endpoint URL]
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "cli/compute.hpp"
#include "cli/download.hpp"
#include "core/base/memory.hpp"
#include "cli/train.hpp"
#include "gui/gui.hpp"
#include "gui/render.hpp"
#include "io/gguf_model.hpp"
#include "io/hf_cache.hpp"
#include "io/i18n.hpp"
#include "io/model_families.hpp"
#include "io/platform.hpp"
#include "model/limits.hpp"
#include "model/settings.hpp"
#include "model/shipped_data.hpp"
#include "model/views.hpp"

int main(int argc, char** argv) {
  attn::prefer_mapped_blocks();
  // UTF-8, whatever the system's code page (Windows gives main the code page's argv).
  std::vector<std::string> args = attn::io::platform::utf8_arguments(argc, argv);
  // The language before the options, so that their help is in it: --lang, else (the window)
  // the one kept from View ▸ Language, else the system's.
  if (const std::string data = attn::app::shipped_data_dir(); !data.empty()) attn::i18n::set_catalog_folder(data + "/locale");
  if (const std::string problem = attn::app::choose_start_language(args, std::cerr); !problem.empty()) {
    std::cerr << "attention-explorer: --lang: " << problem << "\n";
    return 2;
  }
  CLI::App app{
      "Attention Explorer: see what the attention of a Transformer computes, head by head.\n"
      "With no subcommand it opens the desktop explorer.",
      "attention-explorer"};
  app.set_version_flag("--version", std::string("attention-explorer ") + ATTN_VERSION);

  attn::app::GuiOptions gui;
  std::string lesson_argument;  // what the desktop entry passes: attention-explorer %f
  CLI::Option* lesson_option =
      app.add_option("--lesson", gui.lesson_path, "Open this lesson file (JSON)");
  app.add_option("lesson", lesson_argument,
                 "A lesson file to open, as a file manager passes it (the same as --lesson)")
      ->excludes(lesson_option);
  app.add_flag("--fresh", gui.fresh,
               "Start from the default lesson, not from the last session's autosave");
  app.add_option("--model", gui.model_path,
                 "Open a model folder as Hugging Face publishes it (config.json, model.safetensors or "
                 "shards, the tokenizer's files) in the Model view: " + attn::io::family_names_text() +
                     "; a GGUF file (llama.cpp's, LM Studio's) of " + attn::io::gguf_architectures_text() +
                     "; ollama:NAME[:TAG], a model of Ollama's store" +
                     "; or ORG/NAME[@REVISION], a model downloaded into the Hugging Face cache");
  app.add_option("--picture", gui.picture_path,
                 "The picture (PNG or JPEG) a vision model reads in the Model view (ViT, DeiT, DINOv2); "
                 "without it, the shipped photograph of a cat");
  app.add_option("--view", gui.view, "Starting view")
      ->check(CLI::IsMember(attn::app::view_names()));
  app.add_flag("--presenter", gui.presenter,
               "Open the presenter window too: the scene's notes, the next scene and a clock "
               "on this screen, the view alone in the main window (F5)");
  app.add_option("--screenshot", gui.screenshot_path,
                 "Render --frames frames, save the window as this PNG, and exit");
  app.add_option("--frames", gui.frames,
                 "Frames to draw, then (once no computation runs) save --screenshot, or exit")
      ->check(CLI::Range(1, 100000));
  app.add_option("--dump-state", gui.dump_state_path,
                 "Write what the views show (JSON) to this file whenever it changes");
  app.add_option("--dump-text", gui.dump_text_path,
                 "At exit, write every run of text the window drew (JSON), and the ones not "
                 "translated (checks the catalog with --lang en-XA)");
  app.add_option("--width", gui.width, "Window width in pixels")->check(CLI::Range(320, 16384));
  app.add_option("--height", gui.height, "Window height in pixels")->check(CLI::Range(240, 16384));
  app.add_option("--font-scale", gui.font_scale, "Interface scale, 1 to 3 (100% to 300%)")
      ->check(CLI::Range(attn::app::kMinFontScale, attn::app::kMaxFontScale));
  app.add_flag("--train", gui.train,
               "Start training the Training view's model at once (its lesson's checkpoint, else a "
               "new model), as its Start button does");
  app.add_option("--lang", gui.language, attn::tr("The interface's language for this run (en, zh-CN, en-XA), "
                                                   "whatever View ▸ Language keeps"));
  app.add_flag("--report-frame-times", gui.report_frame_times,
               "At exit, print the median and 95th percentile frame time, the time to the "
               "first frame and the peak memory");

  std::string case_path;
  std::string result_path;
  CLI::App* compute = app.add_subcommand(
      "compute", "Run one attention case (JSON) and print every intermediate (JSON)");
  compute->add_option("case", case_path, "The case file, or - for standard input")->required();
  compute->add_option("-o,--output", result_path, "Write the result here instead of stdout");

  attn::cli::TrainOptions train_options;
  CLI::App* train = app.add_subcommand(
      "train", "Train a small Transformer on a task and write it as a checkpoint (safetensors)");
  train->add_option("--task", train_options.task, "translate, reverse or induction")->required();
  train->add_option("-o,--output", train_options.output, "The checkpoint to write")->required();
  train->add_option("--layers", train_options.layers, "Layers (encoder and decoder each)");
  train->add_option("--d-model", train_options.d_model, "Model width D");
  train->add_option("--heads", train_options.heads, "Heads per attention layer (divides D)");
  train->add_option("--steps", train_options.steps, "Optimizer steps");
  train->add_option("--batch", train_options.batch, "Examples per step");
  train->add_option("--lr", train_options.learning_rate, "Peak learning rate (AdamW)");
  train->add_option("--seed", train_options.seed, "Seed of the weights and the examples");

  // Values are checked by run_render, so that a bad one gets one line naming it.
  attn::app::RenderOptions render_options;
  CLI::App* render = app.add_subcommand(
      "render", "Draw what the window shows for a lesson or a compute case into a PNG, "
                "with no display (OpenGL through EGL)");
  render->add_option("file", render_options.input_path, "A lesson or a compute case (JSON)")
      ->required();
  render->add_option("-o,--output", render_options.output_path, "The PNG to write")->required();
  render->add_option("--view", render_options.view,
                     attn::app::view_names_text() + " (default: the lesson's)");
  render->add_option("--head", render_options.head,
                     "Open head N (1..H); 0 for all heads or their average (default: the lesson's)");
  render->add_option("--width", render_options.width, "Width in pixels (default 1600)");
  render->add_option("--height", render_options.height, "Height in pixels (default 1000)");
  render->add_option("--font-scale", render_options.font_scale,
                     "Interface scale, 1 to 3 (default: the lesson's)");
  render->add_option("--scene", render_options.scene, "Draw the lesson's scene K (from 1)");
  render->add_flag("--all-scenes", render_options.all_scenes,
                   "Draw every scene of the lesson, one PNG each, into the folder given by -o");
  render->add_flag("--projector", render_options.projector,
                   "Draw it as the projector shows it while presenting: no controls, the maps' "
                   "labels at the interface's size (F9)");
  render->add_option("--lang", render_options.language, attn::tr("The language of the words drawn (en, zh-CN, en-XA)"));
  render->add_flag("--figure", render_options.figure,
                   "Draw the Ctrl+E figure (title, the view, a colour bar) instead of the window");

  attn::cli::DownloadOptions download_options;
  CLI::App* download = app.add_subcommand(
      "download", "Fetch a model's files from the Hugging Face Hub (or the mirror HF_ENDPOINT names) into "
                  "the Hugging Face cache that Python shares, and print its folder");
  download->add_option("repo", download_options.repo, "ORG/NAME, or ORG/NAME@REVISION")->required();
  download->add_option("--revision", download_options.revision, "A branch, a tag or a commit (default main)");
  download->add_option("--endpoint", download_options.endpoint,
                       "The Hub or a mirror (default HF_ENDPOINT, else https://huggingface.co)");

  std::vector<char*> arg_pointers;
  for (std::string& a : args) arg_pointers.push_back(a.data());
  try {
    app.parse(static_cast<int>(arg_pointers.size()), arg_pointers.data());
  } catch (const CLI::Success& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return 2;
  }

  if (!lesson_argument.empty()) gui.lesson_path = lesson_argument;
  // "C:\Users\Zoë\x.json" as the program writes paths: "C:/Users/Zoë/x.json" (Windows only).
  for (std::string* path : {&gui.lesson_path, &gui.model_path, &gui.picture_path, &gui.screenshot_path, &gui.dump_state_path,
                            &case_path, &result_path, &train_options.output, &render_options.input_path,
                            &render_options.output_path}) {
    *path = attn::io::platform::generic_path(*path);
  }
  if (!gui.model_path.empty()) {
    // A folder stays a folder; ORG/NAME is its snapshot in the Hugging Face cache.
    try {
      gui.model_path = attn::io::resolve_model_reference(gui.model_path, "");
    } catch (const std::exception& e) {
      std::cerr << "attention-explorer: --model: " << e.what() << "\n";
      return 2;
    }
  }
  gui.stop_after_frames = app.count("--frames") > 0;
  if (compute->parsed()) return attn::cli::run_compute(case_path, result_path, std::cout, std::cerr);
  if (train->parsed()) {
    train_options.progress = attn::io::platform::stderr_is_terminal();
    return attn::cli::run_train(train_options, std::cout, std::cerr);
  }
  if (render->parsed()) return attn::app::run_render(render_options, std::cerr);
  if (download->parsed()) {
    download_options.progress = attn::io::platform::stderr_is_terminal();
    return attn::cli::run_download(download_options, std::cout, std::cerr);
  }
  return attn::app::run_gui(gui);
}
