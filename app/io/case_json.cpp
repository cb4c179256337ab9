#include "io/case_json.hpp"

#include <cmath>
#include <limits>
#include <set>

#include "io/atomic_file.hpp"
#include "io/i18n.hpp"
#include "io/json_fields.hpp"

namespace attn::io {
namespace {
using nlohmann::json;

std::string type_name(const json& j) { return j.type_name(); }

AttentionError field_error(const std::string& field, const std::string& problem) {
  // TRANSLATORS: {0} is a field of a case file ('heads', 'weights.w_q'), {1} what is wrong with it.
  return AttentionError(fmt(tr("'{0}' {1}"), field, problem));
}

// The case's fields, named as "'heads'" in messages. Null is a value here (the format
// never writes it for "not set"): "heads": null is refused by name.
JsonFields case_fields(const json& j) {
  return JsonFields(j, quoted_field(), [](const std::string& m) { throw AttentionError(m); },
                    JsonFields::Null::IsAValue);
}

}  // namespace

Matrix matrix_from_json(const json& j, const std::string& name) {
  if (!j.is_array() || j.empty()) {
    throw field_error(name, tr("must be a non-empty array of rows (arrays of numbers)"));
  }
  const std::size_t rows = j.size();
  if (!j[0].is_array() || j[0].empty()) {
    throw field_error(name, tr("row 0 must be a non-empty array of numbers"));
  }
  const std::size_t cols = j[0].size();
  Matrix m(static_cast<Eigen::Index>(rows), static_cast<Eigen::Index>(cols));
  for (std::size_t r = 0; r < rows; ++r) {
    const json& row = j[r];
    if (!row.is_array()) {
      throw field_error(name, fmt(tr("row {0} must be an array, got {1}"), r, type_name(row)));
    }
    if (row.size() != cols) {
      throw field_error(name, fmt(tr("row {0} has {1} numbers but row 0 has {2}"), r, row.size(), cols));
    }
    for (std::size_t c = 0; c < cols; ++c) {
      const json& v = row[c];
      const std::string where = name + "[" + std::to_string(r) + "][" + std::to_string(c) + "]";
      if (!v.is_number()) {
        throw AttentionError(fmt(tr("'{0}' must be a number, got {1} {2}"), where, type_name(v), v.dump()));
      }
      const double value = v.get<double>();
      if (!std::isfinite(value) || std::fabs(value) > std::numeric_limits<float>::max()) {
        throw AttentionError(fmt(tr("'{0}' = {1} is not a finite number that fits in a float"), where, v.dump()));
      }
      m(static_cast<Eigen::Index>(r), static_cast<Eigen::Index>(c)) = static_cast<float>(value);
    }
  }
  return m;
}

json matrix_to_json(const MatrixRef& m) {
  json rows = json::array();
  for (Eigen::Index r = 0; r < m.rows(); ++r) {
    json row = json::array();
    for (Eigen::Index c = 0; c < m.cols(); ++c) {
      const float v = m(r, c);
      if (std::isfinite(v)) {
        row.push_back(static_cast<double>(v));
      } else {
        row.push_back(nullptr);
      }
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

MhaWeights weights_from_json(const json& j, int d_model) {
  if (!j.is_object()) {
    throw field_error("weights", fmt(tr("must be an object with w_q, w_k, w_v and w_o, got {0}"), type_name(j)));
  }
  MhaWeights w;
  const std::pair<Matrix*, const char*> all[] = {
      {&w.w_q, "w_q"}, {&w.w_k, "w_k"}, {&w.w_v, "w_v"}, {&w.w_o, "w_o"}};
  for (const auto& [m, name] : all) {
    if (!j.contains(name)) throw field_error(std::string("weights.") + name, tr("is missing"));
    *m = matrix_from_json(j.at(name), std::string("weights.") + name);
    if (m->rows() != d_model || m->cols() != d_model) {
      throw field_error(std::string("weights.") + name,
                        fmt(tr("must be {0}×{0} (d_model × d_model), got {1}×{2}"), d_model, m->rows(),
                            m->cols()));
    }
  }
  return w;
}

MhaWeights weights_from_json_any_size(const json& j) {
  if (!j.is_object() || !j.contains("w_q")) {
    throw AttentionError(tr("a weights file must be an object with w_q, w_k, w_v and w_o"));
  }
  const json& wq = j.at("w_q");
  if (!wq.is_array() || wq.empty()) {
    throw field_error("weights.w_q", tr("must be a non-empty D×D array of rows"));
  }
  return weights_from_json(j, static_cast<int>(wq.size()));
}

MhaWeights load_weights_file(const std::string& path) {
  try {
    return weights_from_json_any_size(parse_json_text(read_file(path), tr("the file")));
  } catch (const std::exception& e) {
    throw AttentionError(path + ": " + e.what());
  }
}

json weights_to_json(const MhaWeights& w) {
  return json{{"w_q", matrix_to_json(w.w_q)},
              {"w_k", matrix_to_json(w.w_k)},
              {"w_v", matrix_to_json(w.w_v)},
              {"w_o", matrix_to_json(w.w_o)}};
}

json parse_json_text(const std::string& text, const std::string& source_name) {
  try {
    return json::parse(text);
  } catch (const json::parse_error& e) {
    throw AttentionError(fmt(tr("{0} is not valid JSON (at byte {1}): {2}"), source_name, e.byte, e.what()));
  } catch (const json::exception& e) {  // a number beyond a double's range: 1e999
    throw AttentionError(fmt(tr("{0} is not valid JSON: {1}"), source_name, std::string(e.what()).substr(0, 200)));
  }
}

AttentionCase case_from_json(const json& j) {
  if (!j.is_object()) throw AttentionError(fmt(tr("a case must be a JSON object, got {0}"), type_name(j)));
  static const std::set<std::string> known = {
      "d_model", "heads", "mode", "causal", "scale", "temperature", "seed", "x", "y", "text",
      "target_text", "weights", "key_padding", "description"};
  for (const auto& item : j.items()) {
    if (known.count(item.key()) == 0) {
      throw AttentionError(fmt(tr("unknown field '{0}' in the case"), item.key()));
    }
  }
  AttentionCase c;
  const JsonFields f = case_fields(j);
  constexpr long long kIntMax = std::numeric_limits<int>::max();
  c.config.d_model = static_cast<int>(f.integer("d_model", -kIntMax, kIntMax));
  c.config.heads = static_cast<int>(f.integer("heads", -kIntMax, kIntMax));
  const std::string mode = f.choice("mode", "self", {"self", "cross"});
  c.config.mode = mode == "cross" ? AttentionMode::Cross : AttentionMode::Self;
  c.config.causal = f.flag("causal", false);
  c.config.scale = f.flag("scale", true);
  c.config.temperature = static_cast<float>(
      f.number("temperature", c.config.temperature, -std::numeric_limits<float>::max(), std::numeric_limits<float>::max()));
  c.seed = f.natural("seed", c.seed);
  validate_config(c.config);
  const bool cross = c.config.mode == AttentionMode::Cross;

  const bool has_x = j.contains("x");
  const bool has_text = j.contains("text");
  if (has_x == has_text) {
    throw AttentionError(has_x ? tr("give either 'x' or 'text', not both")
                               : tr("the case needs an input: 'x' (a T×D matrix) or 'text'"));
  }
  if (has_text) {
    c.from_text = true;
    c.text = f.text("text");
    if (cross) {
      if (!j.contains("target_text")) {
        throw field_error("target_text", tr("is missing: cross-attention takes its queries from it"));
      }
      c.target_text = f.text("target_text");
    } else if (j.contains("target_text")) {
      throw field_error("target_text", tr("is only used with \"mode\": \"cross\""));
    }
  } else {
    c.x = matrix_from_json(j.at("x"), "x");
    if (c.x.cols() != c.config.d_model) {
      throw field_error("x", fmt(tr("rows must have d_model = {0} numbers, got {1}"), c.config.d_model, c.x.cols()));
    }
    if (cross) {
      if (!j.contains("y")) throw field_error("y", tr("is missing: cross-attention takes its queries from Y"));
      c.y = matrix_from_json(j.at("y"), "y");
      if (c.y.cols() != c.config.d_model) {
        throw field_error("y", fmt(tr("rows must have d_model = {0} numbers, got {1}"), c.config.d_model, c.y.cols()));
      }
    } else if (j.contains("y")) {
      throw field_error("y", tr("is only used with \"mode\": \"cross\""));
    }
  }
  if (j.contains("weights")) {
    const json& w = j.at("weights");
    if (w.is_string()) {
      const std::string source = w.get<std::string>();
      if (source == "designed") {
        c.designed = true;
      } else if (source != "random") {
        throw field_error("weights", fmt(tr("must be an object of matrices, \"designed\" or \"random\", got \"{0}\""), source));
      }
    } else {
      c.weights = weights_from_json(w, c.config.d_model);
    }
  }
  if (j.contains("key_padding")) {
    const json& kp = j.at("key_padding");
    if (!kp.is_array()) throw field_error("key_padding", tr("must be an array of booleans"));
    for (std::size_t i = 0; i < kp.size(); ++i) {
      if (!kp[i].is_boolean()) {
        throw field_error("key_padding", fmt(tr("entry {0} must be true or false, got {1}"), i, kp[i].dump()));
      }
      c.config.key_padding.push_back(kp[i].get<bool>());
    }
  }
  return c;
}

json result_to_json(const AttentionCase& c, const CaseResult& r) {
  json out;
  if (c.from_text) {
    if (c.config.mode == AttentionMode::Cross) {
      out["q_tokens"] = r.q_tokens;
      out["k_tokens"] = r.k_tokens;
    } else {
      out["tokens"] = r.k_tokens;
    }
  }
  out["d_k"] = r.trace.d_k;
  json heads = json::array();
  for (std::size_t i = 0; i < r.trace.heads.size(); ++i) {
    const HeadTrace& h = r.trace.heads[i];
    heads.push_back(json{{"q", matrix_to_json(h.q)},
                         {"k", matrix_to_json(h.k)},
                         {"v", matrix_to_json(h.v)},
                         {"scores", matrix_to_json(h.scores)},
                         {"scaled", matrix_to_json(h.scaled)},
                         {"weights", matrix_to_json(h.weights)},
                         {"context", matrix_to_json(h.context)}});
    if (i < r.head_info.size()) {
      heads.back()["name"] = r.head_info[i].name;
      heads.back()["description"] = r.head_info[i].description;
    }
  }
  out["heads"] = std::move(heads);
  out["concat"] = matrix_to_json(r.trace.concat);
  out["output"] = matrix_to_json(r.trace.output);
  out["warnings"] = r.trace.warnings;
  return out;
}

}  // namespace attn::io
