#include "gui/state_dump.hpp"

#include <nlohmann/json.hpp>

namespace attn::gui {
namespace {

nlohmann::json describe_map(const MapView& m) {
  nlohmann::json j;
  j["title"] = m.title;
  j["shape"] = m.shape;
  j["rows"] = m.rows;
  j["cols"] = m.cols;
  j["row_tokens"] = m.row_tokens ? *m.row_tokens : std::vector<std::string>{};
  j["col_tokens"] = m.col_tokens ? *m.col_tokens : std::vector<std::string>{};
  j["masked_cells"] = m.masked_cells;
  j["colour_range"] = {m.signed_values ? -m.hi : m.lo, m.hi};
  return j;
}

}  // namespace

std::string describe_state(const AppState& s, const Results& r, int window_w, int window_h) {
  nlohmann::json j;
  j["view"] = view_name(s.view);
  j["causal"] = s.model.causal;
  j["heads"] = s.model.heads;
  j["d_model"] = s.model.d_model;
  j["d_k"] = r.source.ok ? r.source.result.trace.d_k : 0;
  j["designed"] = s.model.designed;
  j["scale"] = s.model.scale;
  j["temperature"] = s.model.temperature;
  j["seed"] = s.model.seed;
  j["focused_head"] = s.focused_head + 1;
  j["colormap"] = colormap_name(s.colormap);
  j["values"] = s.values == ValueKind::Weights ? "weights" : "scores";
  j["font_scale"] = s.font_scale;
  j["theme"] = s.light_theme ? "light" : "dark";
  j["source_tokens"] = r.source.ok ? r.source.result.k_tokens : std::vector<std::string>{};
  j["target_tokens"] = r.target.ok ? r.target.result.q_tokens : std::vector<std::string>{};
  j["lesson_path"] = s.lesson_path;
  j["status"] = s.status;
  j["status_is_error"] = s.status_is_error;
  j["cjk_font_missing"] = s.cjk_font_missing;
  j["window"] = {window_w, window_h};
  j["view_rect"] = {s.view_rect[0], s.view_rect[1], s.view_rect[2], s.view_rect[3]};

  nlohmann::json maps = nlohmann::json::array();
  if (s.view == View::Heads) {
    const int heads = static_cast<int>(r.head_maps.size()) - 1;
    if (s.focused_head >= 0 && s.focused_head < heads) {
      maps.push_back(describe_map(r.head_maps[static_cast<std::size_t>(s.focused_head)]));
    } else {
      for (const MapView& m : r.head_maps) maps.push_back(describe_map(m));
    }
  } else {
    for (const MapView& m : r.compare_maps) maps.push_back(describe_map(m));
  }
  j["maps"] = maps;
  return j.dump(2) + "\n";
}

}  // namespace attn::gui
