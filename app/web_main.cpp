// The page's entry (scripts/build-web): the window's program, taking from the page's address
// what the desktop takes from its command line:
//   index.html?lesson=NAME|PATH&view=NAME&lang=TAG&fresh&present&get=ORG/NAME&endpoint=URL
//             &dump-state=PATH
//   index.html?presenter[=ID]&lang=TAG
// NAME is a lesson the program ships (assets/lessons/NAME.lesson.json); a PATH is one in the
// page's files. `present` opens the presenter's window too (the desktop's --presenter);
// `presenter` makes this page that window (gui/presenter_tab.hpp). `get` downloads a model
// from the Hub (or the mirror at `endpoint`) and opens it. The shipped data is at /share/attention-explorer (the page's data file); the
// home folder /home/web_user, with the data folder (autosave, recent lessons, settings) and
// the lessons saved, is kept in the browser's storage by the page (web/pre.js).
#include <filesystem>
#include <system_error>
#include <iostream>
#include <string>
#include <vector>

#include "gui/gui.hpp"
#include "gui/web_page.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"
#include "model/settings.hpp"
#include "model/shipped_data.hpp"

int main() {
  // The program's path is /bin/attention-explorer (platform_posix.cpp): its folder exists, so
  // that /bin/../share/attention-explorer resolves.
  std::error_code ignored;
  std::filesystem::create_directories("/bin", ignored);
  const std::string data = attn::app::shipped_data_dir();
  if (!data.empty()) attn::i18n::set_catalog_folder(data + "/locale");

  std::vector<std::string> args = {"attention-explorer"};
  const std::string language = attn::app::web::address_parameter("lang");
  if (!language.empty()) args.insert(args.end(), {"--lang", language});
  if (const std::string problem = attn::app::choose_start_language(args, std::cerr); !problem.empty()) {
    std::cerr << "attention-explorer: lang: " << problem << "\n";
  }

  attn::app::GuiOptions gui;
  std::string lesson = attn::app::web::address_parameter("lesson");
  if (!lesson.empty() && lesson.find('/') == std::string::npos && !data.empty()) {
    lesson = data + "/lessons/" + lesson + ".lesson.json";
  }
  gui.lesson_path = lesson;
  gui.view = attn::app::web::address_parameter("view");
  gui.fresh = attn::app::web::has_address_parameter("fresh");
  gui.dump_state_path = attn::app::web::address_parameter("dump-state");
  gui.presenter = attn::app::web::has_address_parameter("present");
  gui.presenter_tab = attn::app::web::has_address_parameter("presenter");
  gui.presenter_id = attn::app::web::address_parameter("presenter");
  gui.get_model = attn::app::web::address_parameter("get");
  gui.endpoint = attn::app::web::address_parameter("endpoint");
  attn::app::web::page_size(&gui.width, &gui.height);
  return attn::app::run_gui(gui);
}
