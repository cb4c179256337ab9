// What the teaching views compute beyond the attention trace itself, one file each:
//
//   case.hpp       one attention case from text: tokens, embedding, weights, the trace
//   text.hpp       the tokenizer and the deterministic embedding of the lessons
//   designed.hpp   the designed heads, each doing one recognisable thing
//   exercises.hpp  shape exercises, checked
//   cost.hpp       parameters, FLOPs and memory
//   leaks.hpp      no leaks from the future
//   decoder.hpp    the decoder's teacher-forcing table
//   meaning.hpp    how context moves a word's vector
//   tasks.hpp      the tasks small models train on: translate, reverse, induction
//
// Pure functions on plain structs; every number the views show comes from here or from
// the trace (attention/attention.hpp).
#pragma once

#include "core/teaching/case.hpp"
#include "core/teaching/cost.hpp"
#include "core/teaching/decoder.hpp"
#include "core/teaching/designed.hpp"
#include "core/teaching/exercises.hpp"
#include "core/teaching/leaks.hpp"
#include "core/teaching/meaning.hpp"
#include "core/teaching/tasks.hpp"
#include "core/teaching/text.hpp"
