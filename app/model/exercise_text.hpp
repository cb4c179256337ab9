// The shape exercises' words in the interface's language. core/teaching/exercises.cpp writes
// its questions in English (core knows no catalog): the kinds, the question with its sizes
// and each answer's explanation are made again here from the question's kind and sizes, and
// the explanations translated by their English (the table below repeats core's texts, each
// marked for the catalog).
#pragma once

#include <string>

#include "core/teaching/exercises.hpp"

namespace attn::app {

const char* exercise_kind_text(ExerciseKind kind);
std::string exercise_prompt_text(const ShapeQuestion& q);
std::string exercise_explanation_text(const ShapeItem& item);

}  // namespace attn::app
