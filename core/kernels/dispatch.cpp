// The one dispatch of the kernels (kernels.hpp): a table per instruction set, the choice
// from ATTN_KERNELS and the CPU, and the switch the tests use.
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <stdexcept>

#include "core/kernels/kernels.hpp"
#include "core/kernels/variants.hpp"

namespace attn::kernels {
namespace {

// Function-local, so that a table is whole even when asked for during the start-up of
// another file's statics.
const Kernels& portable_table() {
  static const Kernels k = {KernelSet::Portable,      "portable",
                            portable::exp_shifted,    portable::softmax,
                            portable::all_finite,     portable::copy_streaming,
                            portable::zero_streaming, portable::store_row,
                            portable::fence,          portable::pack_keys,
                            nullptr,                  nullptr,
                            portable::widen_columns,  portable::dot_columns};
  return k;
}

#if ATTN_KERNELS_AVX512
const Kernels& avx512_table() {
  static const Kernels k = {KernelSet::Avx512,      "avx512",
                            avx512::exp_shifted,    avx512::softmax,
                            avx512::all_finite,     avx512::copy_streaming,
                            avx512::zero_streaming, avx512::store_row,
                            avx512::fence,          avx512::pack_keys,
                            avx512::scores,         avx512::weighted_sum,
                            avx512::widen_columns,  avx512::dot_columns};
  return k;
}
#endif

// The table in use: chosen from ATTN_KERNELS at the first use, then switched by select().
std::atomic<const Kernels*>& active_table() {
  static std::atomic<const Kernels*> table = [] {
    const Choice c = choose(std::getenv("ATTN_KERNELS"), cpu_has_avx512());
    if (!c.warning.empty()) std::cerr << "attention-explorer: " << c.warning << "\n";
    return &kernels::table(c.set);
  }();
  return table;
}

}  // namespace

bool cpu_has_avx512() {
#if ATTN_KERNELS_AVX512
  static const bool has = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") != 0;
  }();
  return has;
#else
  return false;
#endif
}

Choice choose(const char* value, bool cpu_avx512) {
  const KernelSet best = cpu_avx512 ? KernelSet::Avx512 : KernelSet::Portable;
  if (value == nullptr || *value == '\0' || std::strcmp(value, "auto") == 0) return {best, ""};
  if (std::strcmp(value, "portable") == 0) return {KernelSet::Portable, ""};
  if (std::strcmp(value, "avx512") == 0) {
    if (cpu_avx512) return {KernelSet::Avx512, ""};
    return {KernelSet::Portable,
            "ATTN_KERNELS=avx512, but this CPU has no AVX-512F: using the portable kernels"};
  }
  return {best, std::string("ATTN_KERNELS=") + value +
                    " is not one of portable, avx512, auto: using " +
                    (best == KernelSet::Avx512 ? "avx512" : "portable")};
}

const Kernels& table(KernelSet set) {
  if (set == KernelSet::Portable) return portable_table();
#if ATTN_KERNELS_AVX512
  if (cpu_has_avx512()) return avx512_table();
#endif
  throw std::invalid_argument("the AVX-512 kernels need a CPU with AVX-512F");
}

const Kernels& active() { return *active_table().load(std::memory_order_acquire); }

bool select(KernelSet set) {
  if (set == KernelSet::Avx512 && !cpu_has_avx512()) return false;
  active_table().store(&table(set), std::memory_order_release);
  return true;
}

}  // namespace attn::kernels
