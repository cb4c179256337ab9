#include "core/teaching/exercises.hpp"

#include <cctype>
#include <sstream>

#include "core/base/random.hpp"

namespace attn {

namespace {

ShapeItem item(std::string name, long rows, long cols, std::string symbolic,
               std::string explanation) {
  return {std::move(name), rows, cols, std::move(symbolic), std::move(explanation)};
}

std::string shape_string(long rows, long cols) {
  return std::to_string(rows) + "×" + std::to_string(cols);
}

void replace_all(std::string& s, const std::string& from, const std::string& to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) {
    s.replace(at, from.size(), to);
  }
}

}  // namespace

const char* exercise_kind_name(ExerciseKind kind) {
  switch (kind) {
    case ExerciseKind::SelfSingle: return "single-head self-attention";
    case ExerciseKind::CrossSingle: return "single-head cross-attention";
    case ExerciseKind::MultiHead: return "multi-head self-attention";
    case ExerciseKind::Masked: return "masked self-attention in the decoder";
  }
  return "attention";
}

ShapeQuestion make_shape_question(ExerciseKind kind, const ExerciseSizes& s) {
  if (s.t1 < 1 || s.t2 < 1 || s.d < 1 || s.h < 1) {
    throw AttentionError("exercise sizes must all be at least 1 (T1=" + std::to_string(s.t1) +
                         ", T2=" + std::to_string(s.t2) + ", D=" + std::to_string(s.d) +
                         ", H=" + std::to_string(s.h) + ")");
  }
  ShapeQuestion q;
  q.kind = kind;
  q.sizes = s;
  const long t1 = s.t1, t2 = s.t2, d = s.d;
  std::ostringstream p;
  switch (kind) {
    case ExerciseKind::SelfSingle:
      p << "X is T1×D = " << t1 << "×" << d << ". In single-head self-attention (W_q, W_k, W_v are "
        << d << "×" << d << "), what are the shapes of Q, K, V, QKᵀ and Z?";
      q.items = {
          item("Q", t1, d, "T1×D", "Q = X·W_q: one row per token of X, D columns"),
          item("K", t1, d, "T1×D", "K = X·W_k: one row per token of X"),
          item("V", t1, d, "T1×D", "V = X·W_v: one row per token of X"),
          item("QKᵀ", t1, t1, "T1×T1", "every query row of Q against every key row of K"),
          item("Z", t1, d, "T1×D", "Z = softmax(QKᵀ/√d_k)·V: (T1×T1)·(T1×D)")};
      break;
    case ExerciseKind::CrossSingle:
      p << "X is T1×D = " << t1 << "×" << d << " (the source), Y is T2×D = " << t2 << "×" << d
        << " (the target). In single-head cross-attention where Y attends to X, what are the "
           "shapes of Q, K, V, QKᵀ and Z?";
      q.items = {
          item("Q", t2, d, "T2×D", "Q = Y·W_q: the queries come from the target Y"),
          item("K", t1, d, "T1×D", "K = X·W_k: the keys come from the source X"),
          item("V", t1, d, "T1×D", "V = X·W_v: the values come from the source X too"),
          item("QKᵀ", t2, t1, "T2×T1", "each target query against each source key: (T2×D)·(D×T1)"),
          item("Z", t2, d, "T2×D", "Z = weights·V = (T2×T1)·(T1×D): one row per target token")};
      break;
    case ExerciseKind::MultiHead: {
      if (s.d % s.h != 0) {
        throw AttentionError("D = " + std::to_string(s.d) + " is not divisible by H = " +
                             std::to_string(s.h));
      }
      const long dk = d / s.h;
      p << "X is T×D = " << t1 << "×" << d << ". Multi-head self-attention with H = " << s.h
        << " heads: what are the shapes of one head's Q_h, K_h, Q_hK_hᵀ and Z_h, of the "
           "concatenation, and of the output?";
      const std::string dk_text = "d_k = D/H = " + std::to_string(d) + "/" + std::to_string(s.h) +
                                  " = " + std::to_string(dk);
      q.items = {
          item("Q_h", t1, dk, "T×d_k", "each head uses a slice of d_k columns: " + dk_text),
          item("K_h", t1, dk, "T×d_k", "the same slice of K: " + dk_text),
          item("Q_hK_hᵀ", t1, t1, "T×T", "every head has its own T×T pattern"),
          item("Z_h", t1, dk, "T×d_k", "(T×T)·(T×d_k): each head's context"),
          item("concat", t1, d, "T×D", "H heads of d_k columns side by side: H·d_k = D"),
          item("output", t1, d, "T×D", "concat·W_o with W_o D×D")};
      break;
    }
    case ExerciseKind::Masked:
      p << "The decoder input Y is T2×D = " << t2 << "×" << d
        << ". In single-head masked (causal) self-attention, what are the shapes of Q, K, "
           "QKᵀ and Z?";
      q.items = {
          item("Q", t2, d, "T2×D", "Q = Y·W_q"),
          item("K", t2, d, "T2×D", "K = Y·W_k: the decoder attends to its own tokens"),
          item("QKᵀ", t2, t2, "T2×T2",
               "the mask does not change the shape: entries above the diagonal become −∞"),
          item("Z", t2, d, "T2×D", "(T2×T2)·(T2×D)")};
      break;
  }
  q.prompt = p.str();
  return q;
}

ExerciseSizes random_exercise_sizes(std::uint64_t seed) {
  SplitMix64 rng(seed ^ 0xE8E7C15E5ULL);
  static const int kWidths[] = {64, 128, 256, 512, 768, 1024};
  ExerciseSizes s;
  s.t1 = 2 + static_cast<int>(rng.next() % 11);
  do {
    s.t2 = 2 + static_cast<int>(rng.next() % 11);
  } while (s.t2 == s.t1);
  s.d = kWidths[rng.next() % 6];
  std::vector<int> heads;
  for (int h = 2; h <= 16; ++h) {
    if (s.d % h == 0) heads.push_back(h);
  }
  s.h = heads[rng.next() % heads.size()];
  return s;
}

std::optional<std::pair<long, long>> parse_shape(const std::string& typed) {
  std::string s = typed;
  for (const char* sep : {"×", "by", "BY", "By"}) replace_all(s, sep, " ");
  for (char& c : s) {
    if (c == 'x' || c == 'X' || c == '*' || c == ',' || c == '[' || c == ']' || c == '(' ||
        c == ')') {
      c = ' ';
    }
  }
  std::istringstream in(s);
  long rows = 0, cols = 0;
  if (!(in >> rows >> cols)) return std::nullopt;
  std::string rest;
  if (in >> rest) return std::nullopt;
  if (rows < 1 || cols < 1) return std::nullopt;
  return std::make_pair(rows, cols);
}

ShapeVerdict check_shape_answer(const ShapeItem& it, const std::string& typed) {
  const std::string answer = shape_string(it.rows, it.cols);
  const auto shape = parse_shape(typed);
  if (!shape) {
    return {false, "\"" + typed + "\" is not a shape: type rows×columns, for example 5x64"};
  }
  if (shape->first == it.rows && shape->second == it.cols) {
    return {true, "Right: " + it.name + " is " + answer + " (" + it.symbolic + ")."};
  }
  std::string why = "Not quite: " + it.name + " is " + answer + " (" + it.symbolic + "), not " +
                    shape_string(shape->first, shape->second) + ". ";
  if (shape->first == it.cols && shape->second == it.rows && it.rows != it.cols) {
    why += "You have the transpose: rows are tokens. ";
  }
  return {false, why + it.explanation + "."};
}

}  // namespace attn
