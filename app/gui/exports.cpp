#include "gui/exports.hpp"

#include <imgui.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <ctime>
#include <exception>
#include <stdexcept>
#include <string>
#include <vector>

#include "io/atomic_file.hpp"
#include "io/csv.hpp"
#include "io/weights_file.hpp"

namespace attn::gui {
namespace {

bool path_taken(const std::string& path) {
  struct stat st {};
  return ::lstat(path.c_str(), &st) == 0;
}

std::string working_directory() {
  std::vector<char> buf(4096);
  if (::getcwd(buf.data(), buf.size()) == nullptr) return ".";
  return buf.data();
}

std::vector<std::string> labels_of(const std::vector<std::string>* tokens, int n) {
  if (tokens != nullptr && static_cast<int>(tokens->size()) == n) return *tokens;
  return {};  // the CSV writer numbers them
}

}  // namespace

std::string export_path(const std::string& stem, const std::string& extension) {
  char stamp[32];
  const std::time_t now = std::time(nullptr);
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
  const std::string dir = working_directory();
  const std::string base = (dir == "/" ? "" : dir) + "/" + stem + "-" + stamp;
  std::string path = base + "." + extension;
  for (int n = 2; path_taken(path); ++n) path = base + "-" + std::to_string(n) + "." + extension;
  return path;
}

std::string file_slug(const std::string& text) {
  std::string out;
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (std::isalnum(c) != 0 && c < 0x80) {
      out += static_cast<char>(std::tolower(c));
    } else if (!out.empty() && out.back() != '-') {
      out += '-';
    }
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.empty() ? "map" : out;
}

std::string map_csv(const Results& results, const MapView& map) {
  const long long cells = static_cast<long long>(map.rows) * map.cols;
  if (cells > kCsvMaxCells) {
    throw std::runtime_error(
        "it has " + std::to_string(cells) + " cells, more than the " +
        std::to_string(kCsvMaxCells) + " a CSV from the window may hold; `attention-explorer "
        "compute` writes every matrix of a case as JSON");
  }
  if (!map.note.empty()) throw std::runtime_error(map.note);
  const Matrix* values = map.signed_values ? map.scaled : map.weights;
  Matrix mean;  // an average over heads is made here, cell by cell
  if (map.average_of != nullptr && !map.average_of->empty()) {
    mean = Matrix::Zero(map.rows, map.cols);
    for (const HeadTrace& h : *map.average_of) mean += map.signed_values ? h.scaled : h.weights;
    mean /= static_cast<float>(map.average_of->size());
    values = &mean;
  }
  if (values == nullptr || values->size() == 0) return "";
  const bool square_weights = map.row_tokens == &results.teach.d_labels;  // W_O: D×D
  const std::string corner = square_weights ? "row \\ column"
                             : map.feature_cols ? "token \\ dimension"
                                                : "query \\ key";
  return io::matrix_to_csv(*values, labels_of(map.row_tokens, map.rows),
                           labels_of(map.col_tokens, map.cols), corner);
}

void act_on_map_menu(AppState& state, const Results& results, const MapView& map,
                     MapMenuChoice choice) {
  if (choice == MapMenuChoice::None) return;
  const std::string what = map.title + " (" + std::to_string(map.rows) + "×" +
                           std::to_string(map.cols) + ")";
  try {
    const std::string csv = map_csv(results, map);
    if (csv.empty()) throw std::runtime_error("the map has no values");
    if (choice == MapMenuChoice::CopyCsv) {
      ImGui::SetClipboardText(csv.c_str());
      set_status(state, "Copied " + what + " to the clipboard as CSV");
    } else {
      const std::string path = export_path(
          std::string("attention-") + view_name(state.view) + "-" + file_slug(map.title), "csv");
      io::write_file_atomic(path, csv);
      set_status(state, "Saved " + what + " as CSV to " + path);
    }
  } catch (const std::exception& e) {
    set_status(state, "Could not write " + what + " as CSV: " + e.what(), true);
  }
}

void save_current_weights(AppState& state, const Results& results) {
  if (!results.source.ok) {
    set_status(state, "No weights to save: the model has no result yet (see the message above)",
               true);
    return;
  }
  const MhaWeights& w = results.source.result.weights;
  const std::string kind = state.model.designed ? "designed"
                           : state.model.weights ? "from " + state.model.weights_name
                                                 : "seeded random";
  try {
    const std::string path = export_path("attention-weights", "json");
    io::save_weights_file(path, w);
    set_status(state, "Saved W_q, W_k, W_v, W_o (D = " + std::to_string(w.w_q.rows()) + ", " +
                          kind + ") to " + path);
  } catch (const std::exception& e) {
    set_status(state, std::string("Could not save the weights: ") + e.what(), true);
  }
}

}  // namespace attn::gui
