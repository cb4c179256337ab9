#include "gui/shortcuts.hpp"

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "io/i18n.hpp"
#include "model/rules.hpp"
#include "core/teaching/designed.hpp"
#include "model/quiz.hpp"
#include "model/scenes.hpp"
#include "model/session.hpp"

namespace attn::app {
namespace {

void set_font_scale(AppState& state, float scale) {
  scale = std::clamp(std::round(scale / kFontScaleStep) * kFontScaleStep, kMinFontScale,
                     kMaxFontScale);
  if (scale == state.font_scale) return;
  state.font_scale = scale;
  state.need_fonts = state.need_style = true;
  state.state_changed = true;
  set_status(state, fmt(tr("Text size {0}%"), static_cast<int>(scale * 100.0f + 0.5f)));
}

void open_head(AppState& state, const Results& results, int head) {
  const int heads = static_cast<int>(results.source.result.trace.heads.size());
  if (head >= heads) {
    set_status(state, fmt(tr("There is no head {0}: H = {1}"), head + 1, heads));
    return;
  }
  if (state.focused_head == head) return;
  state.focused_head = head;
  state.need_maps = true;
  state.state_changed = true;
}

// Left / Right: the pipeline's step, the query of "why a key wins", the leak test's token.
void step_in_view(AppState& state, const Results& results, int direction) {
  const int tokens = static_cast<int>(results.source.result.q_tokens.size());
  if (state.view == View::Pipeline) {
    const int step = std::clamp(state.pipeline_step + direction, 0, kPipelineSteps - 1);
    if (step != state.pipeline_step) {
      state.pipeline_step = step;
      state.state_changed = true;
    }
  } else if (state.view == View::Why && tokens > 0) {
    const int current = state.why_query >= 0 ? state.why_query : tokens - 1;
    state.why_query = std::clamp(current + direction, 0, tokens - 1);
    state.state_changed = true;
  } else if (state.view == View::Leaks && tokens > 0) {
    const int j = std::clamp(state.leak_token + direction, 0, tokens - 1);
    if (j != state.leak_token) {
      state.leak_token = j;
      state.need_leaks = true;
    }
  }
}

}  // namespace

void handle_shortcuts(AppState& state, const Results& results) {
  const ImGuiIO& io = ImGui::GetIO();
  const std::vector<KeyPress> presses = std::move(state.key_presses);
  state.key_presses.clear();
  // Plain keys only when no text field has the keyboard and no prompt is open.
  const bool plain_ok = !io.WantTextInput && state.prompt == PromptKind::None;

  for (const KeyPress& k : presses) {
    const bool ctrl = (k.mods & GLFW_MOD_CONTROL) != 0;
    const bool alt = (k.mods & GLFW_MOD_ALT) != 0;
    if (k.key == GLFW_KEY_F11) state.need_fullscreen_toggle = true;
    if (k.key == GLFW_KEY_F1 && !ctrl && !alt) {
      state.guide.open = !state.guide.open;
      state.state_changed = true;
      continue;
    }
#ifndef __EMSCRIPTEN__
    // In the page F5 is the browser's reload, and the presenter's window is opened from View.
    if (k.key == GLFW_KEY_F5 && !ctrl && !alt) set_presenter(state, !state.presenter, now_seconds());
#endif
    if (k.key == GLFW_KEY_F9) {
      state.show_controls = !state.show_controls;
      state.state_changed = true;
    }
    if (ctrl) {
      // Files and quitting wait until the open prompt is answered.
      const bool free = state.prompt == PromptKind::None;
      switch (k.key) {
        case GLFW_KEY_S:
          if (!free) break;
          if ((k.mods & GLFW_MOD_SHIFT) != 0) {
            state.prompt = PromptKind::Save;
            state.prompt_just_opened = true;
          } else {
            save_lesson(state);
          }
          break;
        case GLFW_KEY_O:
          if (free) request_open(state, "");
          break;
        case GLFW_KEY_E: state.need_export = true; break;
        case GLFW_KEY_W: set_presenter(state, false, now_seconds()); break;
        case GLFW_KEY_Z:
          // In a text field Ctrl+Z is the field's own.
          if (free && !io.WantTextInput) undo_scene_change(state);
          break;
        case GLFW_KEY_Q:
          if (free) state.quit_requested = true;
          break;
        case GLFW_KEY_EQUAL:
        case GLFW_KEY_KP_ADD: set_font_scale(state, state.font_scale + kFontScaleStep); break;
        case GLFW_KEY_MINUS:
        case GLFW_KEY_KP_SUBTRACT: set_font_scale(state, state.font_scale - kFontScaleStep); break;
        default: break;
      }
      continue;
    }
    // Alt+↑ in the file browser: the folder above. Read from the queue, which keeps the
    // modifier with the key even when both were released before the frame.
    if (alt && k.key == GLFW_KEY_UP &&
        (state.prompt == PromptKind::Open || state.prompt == PromptKind::Save ||
         state.prompt == PromptKind::LoadWeights || state.prompt == PromptKind::OpenModel)) {
      state.browser.request_up = true;
    }
    if (!plain_ok || alt) continue;
    // The teacher's guide's window has the keyboard: the keys that move through a text
    // scroll it, Esc closes it, and the program's plain keys wait until it is left.
    if (state.guide.open && state.guide.focused) {
      switch (k.key) {
        case GLFW_KEY_DOWN: ++state.guide.lines; break;
        case GLFW_KEY_UP: --state.guide.lines; break;
        case GLFW_KEY_PAGE_DOWN:
        case GLFW_KEY_SPACE: ++state.guide.pages; break;
        case GLFW_KEY_PAGE_UP: --state.guide.pages; break;
        case GLFW_KEY_END: state.guide.ends = 1; break;
        case GLFW_KEY_HOME: state.guide.ends = -1; break;
        case GLFW_KEY_ESCAPE:
          state.guide.open = false;
          state.state_changed = true;
          break;
        default: break;
      }
      continue;
    }
    switch (k.key) {
      case GLFW_KEY_C:
        // The Model view: its model's mask, as its checkbox sets it (commands.hpp).
        if (state.view == View::Pretrained) {
          state.commands.push_back(SetModelMask{});
        } else {
          set_causal(state, !state.model.causal);
        }
        break;
      case GLFW_KEY_N:
        if (state.view == View::Pretrained) state.commands.push_back(StepModel{});
        break;
      case GLFW_KEY_PAGE_DOWN:
      case GLFW_KEY_PAGE_UP:
        // What a presentation clicker sends: the next or the previous scene.
        next_scene(state, k.key == GLFW_KEY_PAGE_DOWN ? +1 : -1);
        break;
      case GLFW_KEY_TAB:
        state.view = next_view(state.view, (k.mods & GLFW_MOD_SHIFT) != 0 ? -1 : +1);
        state.state_changed = true;
        break;
      case GLFW_KEY_LEFT:
      case GLFW_KEY_RIGHT:
        step_in_view(state, results, k.key == GLFW_KEY_RIGHT ? +1 : -1);
        break;
      case GLFW_KEY_W: {
        // The Model view: the head under the pointer (its grid asks, pretrained_panel.cpp).
        if (state.view == View::Pretrained) {
          state.pretrained.ask_which = true;
          break;
        }
        // "Which head is this?" on the open head of All heads (head 1 when none is open).
        if (state.view != View::Heads || !results.source.ok) break;
        const auto& info = results.source.result.head_info;
        if (state.focused_head < 0) {
          state.focused_head = 0;
          state.need_maps = true;
        }
        std::vector<std::string> names, all;
        for (const DesignedHeadInfo& h : info) names.push_back(h.name);
        for (const DesignedHeadInfo& h : designed_heads()) all.push_back(h.name);
        ask_which_head(state, names, all);
        break;
      }
      case GLFW_KEY_Q:
      case GLFW_KEY_SPACE: {
        // "What shape?": Q a new question, Space checks and shows the answers.
        if (state.view == View::Exercises) {
          if (k.key == GLFW_KEY_Q) {
            new_shape_question(state);
          } else {
            reveal_shapes(state);
          }
          break;
        }
        // "Where does this patch look?" on a vision model's picture: the Model view acts on it.
        if (state.view == View::Pretrained) {
          state.picture_view.key = k.key;
          break;
        }
        // Predict, then reveal, on the open head of All heads (Q opens head 1 when none is).
        if (state.view != View::Heads || !results.source.ok) break;
        const auto& heads = results.source.result.trace.heads;
        if (heads.empty()) break;
        if (k.key == GLFW_KEY_Q) {
          if (state.focused_head < 0 || state.focused_head >= static_cast<int>(heads.size())) {
            state.focused_head = 0;
            state.need_maps = true;
          }
          ask_quiz(state, heads[static_cast<std::size_t>(state.focused_head)].weights,
                   results.source.result.q_tokens, state.hover.source_query);
        } else if (state.quiz.row >= 0 && state.quiz.head >= 0 && state.quiz.head < static_cast<int>(heads.size())) {
          reveal_quiz(state, heads[static_cast<std::size_t>(state.quiz.head)].weights, results.source.result.q_tokens);
        }
        break;
      }
      case GLFW_KEY_ESCAPE:
        if (state.quiz.row >= 0) {
          stop_quiz(state);
          set_status(state, tr("No question now (Q asks one)"));
          break;
        }
        if (state.focused_head >= 0) {
          state.focused_head = -1;
          state.need_maps = true;
          state.state_changed = true;
        }
        break;
      default: break;
    }
  }

  if (!plain_ok || io.KeyCtrl || io.KeyAlt || (state.guide.open && state.guide.focused)) return;
  // Typed characters, so that + works on every keyboard layout and on the keypad.
  for (ImWchar c : io.InputQueueCharacters) {
    if (c == '+' || c == '=') step_head_count(state, +1);
    if (c == '-') step_head_count(state, -1);
    if (c >= '1' && c <= '9') open_head(state, results, static_cast<int>(c - '1'));
    if (c == '0' && state.focused_head >= 0) {
      state.focused_head = -1;
      state.need_maps = true;
      state.state_changed = true;
    }
  }
}

}  // namespace attn::app
