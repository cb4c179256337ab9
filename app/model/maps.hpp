// The maps the views draw, made from the results: what each heatmap shows, without
// drawing it. A MapView points into Results (valid until the next computation is swapped
// in) and names the slot of its texture, which the heatmap widget fills when it is drawn
// (widgets/heatmap_texture.hpp). Nothing is computed here: every number comes made from the
// compute worker (worker.hpp) or a session's snapshot; the maps pick, label and colour them
// (and the Diff view subtracts B from A).
//
// Legend: rows are queries (Tq) or tokens, columns keys (Tk) or feature dimensions; D model
// width, H heads, d_k = D / H.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/results.hpp"
#include "model/state.hpp"
#include "view/colormap.hpp"
#include "view/pooling.hpp"

namespace attn::app {

struct MapView {
  std::string title;  // "Head 2", "Cross-attention  Y → X"
  std::string shape;  // "T2×T1 = 5×4"
  int rows = 0;       // queries
  int cols = 0;       // keys
  MatrixView weights = nullptr;  // rows×cols after softmax (an average: the mean over heads)
  MatrixView scores = nullptr;   // rows×cols Q·Kᵀ (null for averages)
  MatrixView scaled = nullptr;   // rows×cols what softmax sees; masked = -inf
  // A long map's average over heads (more than kAverageCells cells), which is not kept as a
  // matrix: its cells are the mean of these heads' weights. weights and scaled are then null.
  const std::vector<HeadTrace>* average_of = nullptr;
  // Max-pooled overviews of long maps (at most kOverviewCells a side), made with the
  // results: the texture is pooled from them instead of from every cell.
  const Matrix* overview_weights = nullptr;
  const Matrix* overview_scaled = nullptr;
  MaskView mask = nullptr;  // rows×cols or empty
  const std::vector<std::string>* row_tokens = nullptr;
  const std::vector<std::string>* col_tokens = nullptr;
  bool is_average = false;
  bool is_target_rows = false;  // rows are target tokens (compare view linking)
  bool is_target_cols = false;  // columns are target tokens
  // Columns are feature dimensions (X, Q, K, V, contexts, W_O), not key tokens; the
  // tooltip then names the token and the dimension, and `value_name` what the cell holds.
  bool feature_cols = false;
  std::string value_name;
  std::string csv_corner = "query \\ key";  // the CSV's top left cell
  float lo = 0.0f, hi = 1.0f;   // colour range; signed maps use [-hi, hi]
  bool signed_values = false;
  int masked_cells = 0;
  int zoom_group = -1;   // a ZoomGroup: wheel and drag zoom and pan it; -1: the map stays whole
  // Drawn in place of the colours when the values asked for are not at hand (the scores of
  // a long input are made for one head at a time).
  std::string note;
  int slot = -1;         // its texture: Maps::slots of them, renumbered by every build
};

struct Maps {
  std::vector<MapView> heads;     // H heads, then the average
  std::vector<MapView> compare;   // source self, target self, cross
  // The pipeline of one head: X, Q, K, V, Q·Kᵀ, ÷√d_k, masked, softmax, Z_h, concat, output,
  // and Q and K before the rotation (RoPE; the same as Q and K where there is none).
  std::vector<MapView> pipeline;
  std::vector<MapView> contexts;  // every head's Z_h (the assembly view)
  MapView w_o;                    // D×D
  int pipeline_head = 0;          // the head the pipeline shows
  std::vector<std::string> dim_labels;  // "0", "1", ... for feature columns
  // The Diff view: A, B and A − B (the maps point here), or why there is nothing to compare.
  std::vector<MapView> diff;
  Matrix diff_a, diff_b, diff_d;
  std::vector<std::string> diff_tokens_a, diff_tokens_b;
  std::string diff_error;
  std::string diff_note;          // what the comparison found (two models: the largest change)
  bool diff_built = false;        // built for the Diff view (else left empty)
  std::uint64_t generation = 0;   // bumped by every build: each texture is filled again
  int slots = 0;                  // textures the maps use
};

// The pipeline's maps, by step.
inline constexpr int kPipelineMaps = 13;
inline constexpr int kPipelineConcat = 9;
inline constexpr int kPipelineOutput = 10;
inline constexpr int kPipelineQBefore = 11;
inline constexpr int kPipelineKBefore = 12;

// Rebuilds every map from the results and the display choices (values, colour range,
// focused head, view). Reads only; every number comes made from the worker, the Diff view's
// too (results.diff, also when it compares the Training view's model).
void build_maps(const AppState& state, const Results& results, Maps& maps);

// The value of a cell as the map shows it: the weight, or the scaled score when signed (the
// mean over heads for an average).
float map_value(const MapView& map, int r, int c);
// The weight of a cell, whatever the map's colours show.
float map_weight(const MapView& map, int r, int c);
// The colour of a value on the map: the diverging map over [−hi, hi] when signed, else
// `cmap` over [lo, hi].
view::Rgb8 map_colour(const MapView& map, float v, view::ColorMapId cmap);
// Whether the cell is masked.
bool map_masked(const MapView& map, int r, int c);
// The cells the map's texture is made from (view/pooling.hpp).
view::CellSource cells_of(const MapView& map);

// The CSV of what a map shows (weights, or scores when it shows them), labelled with its
// tokens or dimension numbers. Throws std::runtime_error for a map over kCsvMaxCells or
// without values at hand.
std::string map_csv(const MapView& map);

}  // namespace attn::app
