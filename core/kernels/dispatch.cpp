// The one dispatch of the kernels (kernels.hpp): a table per instruction set, the choice
// from ATTN_KERNELS and the CPU, and the switch the tests use.
#include <atomic>
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#endif
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
                            portable::all_finite,     portable::silu_product,
                            portable::copy_streaming,
                            portable::zero_streaming, portable::store_row,
                            portable::fence,          portable::pack_keys,
                            nullptr,                  nullptr,
                            portable::widen_columns,  portable::dot_columns,
                            portable::round_to_bf16,  portable::pair_columns,
                            portable::widen_pairs,    nullptr,
                            nullptr,                  portable::quant_dot,
                            portable::quant_widen,    portable::panel_dot,
                            portable::key_dots,       portable::value_sum,
                            portable::quant_dot_int8};
  return k;
}

#if ATTN_KERNELS_AVX512
const Kernels& avx2_table() {
  static const Kernels k = [] {
    Kernels t = portable_table();
    t.set = KernelSet::Avx2;
    t.name = "avx2";
    t.quant_dot = avx2::quant_dot;
    t.quant_widen = avx2::quant_widen;
    t.panel_dot = avx2::panel_dot;
    t.key_dots = avx2::key_dots;
    t.value_sum = avx2::value_sum;
    t.dot_columns = avx2::dot_columns;
    t.quant_dot_int8 = avx2::quant_dot_int8;
    return t;
  }();
  return k;
}

const Kernels& avx512_table() {
  static const Kernels k = {KernelSet::Avx512,      "avx512",
                            avx512::exp_shifted,    avx512::softmax,
                            avx512::all_finite,     avx512::silu_product,
                            avx512::copy_streaming,
                            avx512::zero_streaming, avx512::store_row,
                            avx512::fence,          avx512::pack_keys,
                            avx512::scores,         avx512::weighted_sum,
                            avx512::widen_columns,  avx512::dot_columns,
                            avx512::round_to_bf16,  avx512::pair_columns,
                            avx512::widen_pairs,    nullptr,
                            nullptr,                avx512::quant_dot,
                            avx512::quant_widen,    avx512::panel_dot,
                            avx512::key_dots,       avx512::value_sum,
                            avx512::quant_dot_int8};
  return k;
}

const Kernels& avx512bf16_table() {
  static const Kernels k = {KernelSet::Avx512Bf16,       "avx512bf16",
                            avx512::exp_shifted,         avx512::softmax,
                            avx512::all_finite,          avx512::silu_product,
                            avx512::copy_streaming,
                            avx512::zero_streaming,      avx512::store_row,
                            avx512::fence,               avx512::pack_keys,
                            avx512::scores,              avx512::weighted_sum,
                            avx512::widen_columns,       avx512::dot_columns,
                            avx512::round_to_bf16,       avx512::pair_columns,
                            avx512::widen_pairs,         avx512bf16::bf16_product,
                            avx512bf16::bf16_dot_columns,
                            avx512::quant_dot,           avx512::quant_widen,
                            avx512::panel_dot,           avx512::key_dots,
                            avx512::value_sum,           avx512::quant_dot_int8};
  return k;
}
#endif

#if defined(__wasm_simd128__)
const Kernels& simd128_table() {
  static const Kernels k = [] {
    Kernels t = portable_table();
    t.set = KernelSet::Simd128;
    t.name = "simd128";
    t.exp_shifted = simd128::exp_shifted;
    t.softmax = simd128::softmax;
    t.silu_product = simd128::silu_product;
    t.key_dots = simd128::key_dots;
    t.value_sum = simd128::value_sum;
    t.dot_columns = simd128::dot_columns;
    t.panel_dot = simd128::panel_dot;
    return t;
  }();
  return k;
}
#endif

// The table in use: chosen from ATTN_KERNELS at the first use, then switched by select().
std::atomic<const Kernels*>& active_table() {
  static std::atomic<const Kernels*> table = [] {
    const Choice c = choose(std::getenv("ATTN_KERNELS"), cpu());
    if (!c.warning.empty()) std::cerr << "attention-explorer: " << c.warning << "\n";
    return &kernels::table(c.set);
  }();
  return table;
}

}  // namespace

Cpu cpu() {
#if ATTN_KERNELS_AVX512
  static const Cpu c = [] {
    __builtin_cpu_init();
    Cpu found;
    // F16C (half-precision conversions: the quantized blocks' scales) from CPUID itself:
    // clang's __builtin_cpu_supports has no name for it. Every CPU with AVX2 has it.
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    const bool f16c = __get_cpuid(1, &eax, &ebx, &ecx, &edx) != 0 && (ecx & bit_F16C) != 0;
    found.avx2 = __builtin_cpu_supports("avx2") != 0 && __builtin_cpu_supports("fma") != 0 && f16c;
    found.avx512 = __builtin_cpu_supports("avx512f") != 0 && f16c;
    found.avx512_bf16 = found.avx512 && __builtin_cpu_supports("avx512bw") != 0 &&
                        __builtin_cpu_supports("avx512bf16") != 0;
    return found;
  }();
  return c;
#elif defined(__wasm_simd128__)
  // A module with SIMD128 instructions loads only where the browser runs them.
  Cpu found;
  found.simd128 = true;
  return found;
#else
  return {};
#endif
}

bool cpu_has_avx512() { return cpu().avx512; }

bool can_run(KernelSet set, const Cpu& c) {
  switch (set) {
    case KernelSet::Portable: return true;
    case KernelSet::Avx2: return c.avx2;
    case KernelSet::Avx512: return c.avx512;
    case KernelSet::Avx512Bf16: return c.avx512_bf16;
    case KernelSet::Simd128: return c.simd128;
  }
  return false;
}

const char* set_name(KernelSet set) {
  switch (set) {
    case KernelSet::Portable: return "portable";
    case KernelSet::Avx2: return "avx2";
    case KernelSet::Avx512: return "avx512";
    case KernelSet::Avx512Bf16: return "avx512bf16";
    case KernelSet::Simd128: return "simd128";
  }
  return "portable";
}

namespace {

const char* needs(KernelSet set) {
  switch (set) {
    case KernelSet::Portable: return "nothing";
    case KernelSet::Avx2: return "AVX2 and FMA";
    case KernelSet::Avx512: return "AVX-512F";
    case KernelSet::Avx512Bf16: return "AVX-512 BF16";
    case KernelSet::Simd128: return "WebAssembly SIMD128";
  }
  return "nothing";
}

}  // namespace

Choice choose(const char* value, const Cpu& c) {
  const KernelSet best = c.avx512_bf16 ? KernelSet::Avx512Bf16
                         : c.avx512    ? KernelSet::Avx512
                         : c.avx2      ? KernelSet::Avx2
                         : c.simd128   ? KernelSet::Simd128
                                       : KernelSet::Portable;
  if (value == nullptr || *value == '\0' || std::strcmp(value, "auto") == 0) return {best, ""};
  for (const KernelSet set :
       {KernelSet::Portable, KernelSet::Avx2, KernelSet::Avx512, KernelSet::Avx512Bf16, KernelSet::Simd128}) {
    if (std::strcmp(value, set_name(set)) != 0) continue;
    if (can_run(set, c)) return {set, ""};
    return {best, std::string("ATTN_KERNELS=") + value + ", but this CPU has no " + needs(set) + ": using " +
                      set_name(best)};
  }
  return {best, std::string("ATTN_KERNELS=") + value +
                    " is not one of portable, avx2, avx512, avx512bf16, simd128, auto: using " + set_name(best)};
}

const Kernels& table(KernelSet set) {
  if (set == KernelSet::Portable) return portable_table();
#if defined(__wasm_simd128__)
  if (set == KernelSet::Simd128) return simd128_table();
#endif
#if ATTN_KERNELS_AVX512
  if (can_run(set, cpu())) {
    switch (set) {
      case KernelSet::Avx2: return avx2_table();
      case KernelSet::Avx512: return avx512_table();
      default: return avx512bf16_table();
    }
  }
#endif
  throw std::invalid_argument(std::string("the ") + set_name(set) + " kernels need a CPU with " + needs(set));
}

const Kernels& active() { return *active_table().load(std::memory_order_acquire); }

bool select(KernelSet set) {
  if (!can_run(set, cpu())) return false;
  active_table().store(&table(set), std::memory_order_release);
  return true;
}

}  // namespace attn::kernels
