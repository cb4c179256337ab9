// Storage each thread keeps between calls (scratch buffers that keep their size from one
// forward pass to the next), destroyed when the thread ends: per_thread<T>() is the
// calling thread's T, made on its first call. Each T is one slot: a function that needs
// several gives each its own type (a local struct).
//
// On Linux it is a thread_local T. mingw-w64's emulated TLS frees a thread_local object's
// storage before running its destructor when the thread ends (the destructor then frees
// whatever the freed memory holds), so on Windows each thread's T is on the heap, reached
// through a fiber-local slot whose callback deletes it.
#pragma once

namespace attn {
namespace detail {

using SlotDeleter = void (*)(void*);
unsigned long new_thread_slot(SlotDeleter destroy);
void* thread_slot_value(unsigned long slot);
void set_thread_slot_value(unsigned long slot, void* value);

}  // namespace detail

template <class T>
T& per_thread() {
#if defined(_WIN32)
  static const unsigned long slot = detail::new_thread_slot([](void* p) { delete static_cast<T*>(p); });
  void* p = detail::thread_slot_value(slot);
  if (p == nullptr) {
    p = new T();
    detail::set_thread_slot_value(slot, p);
  }
  return *static_cast<T*>(p);
#else
  thread_local T value;
  return value;
#endif
}

}  // namespace attn
