// Which thread draws the program's frames, and how often the engine was entered on it. The
// window computes nothing itself: every computation runs on a worker thread, so that a frame
// never waits for one. The engine's entry points note each call here, and a test (the window
// under Xvfb, its --dump-state) finds none made on the frame thread.
//
// No UI here: the frame thread is whichever thread marks itself. A thread that never marks
// itself (every thread of a command-line run, every worker) is counted nowhere.
#pragma once

#include <string>

namespace attn {

// The calling thread draws the frames from now on.
void mark_frame_thread();
bool on_frame_thread();

// At an entry point of the engine: counted when called on the frame thread. `entry` names it
// ("multi_head_attention"), a string that lives as long as the program.
void note_engine_entry(const char* entry);

// The calls counted so far, and the first one's entry point ("" when none).
long long engine_entries_on_frame_thread();
std::string first_engine_entry_on_frame_thread();

}  // namespace attn
