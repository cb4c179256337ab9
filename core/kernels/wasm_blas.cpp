// The four BLAS routines Eigen calls with EIGEN_USE_BLAS (sgemm_, sgemv_, dgemm_, dgemv_),
// for the WebAssembly build, which has no BLAS library (third_party/CMakeLists.txt).
// Eigen 3.4 has no WebAssembly vector code, and its x86 code does not build there, so
// without these every product of the engine, of training and of the tests' references in
// double would be Eigen's scalar loops. Compiled in that build only.
//
// Column-major, as BLAS is: C (m×n) = α·op(A)·op(B) + β·C, y = α·op(A)·x + β·y, op(X) X or
// Xᵀ. The products are blocked (kKc values of the sum at a time, kMc rows of A) and packed,
// op(A) in panels of kMr rows and op(B) in panels of kNr columns, so that the inner loop
// reads both in order whatever the transposes; a block of kMr × kNr sums stays in
// registers. Each sum runs over k in order within a block, the blocks added in order: one
// thread, the same bits for the same call. With β = 0, C and y are written without being
// read (they may hold anything, NaN included), as BLAS promises.
#include <algorithm>
#include <cstddef>
#include <vector>

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace {

constexpr int kMr = 8;    // rows of op(A) a panel
constexpr int kNr = 4;    // columns of op(B) a panel
constexpr int kKc = 256;  // values of each sum a block
constexpr int kMc = 128;  // rows of op(A) a block: 128 KB of floats packed

bool transposed(const char* t) { return *t == 'T' || *t == 't' || *t == 'C' || *t == 'c'; }

// op(X)(r, c) of a column-major X with leading dimension ld.
template <typename T>
struct Op {
  const T* x;
  std::ptrdiff_t ld;
  bool trans;
  T operator()(int r, int c) const {
    return trans ? x[c + static_cast<std::ptrdiff_t>(r) * ld] : x[r + static_cast<std::ptrdiff_t>(c) * ld];
  }
};

// Rows [i0, i0 + rows) and sums [p0, p0 + kc) of op(A), in panels of kMr rows: panel q,
// value p at packed[(q·kc + p)·kMr + r]; rows past the end are 0.
template <typename T>
void pack_a(const Op<T>& a, int i0, int rows, int p0, int kc, T* packed) {
  for (int q = 0; q * kMr < rows; ++q) {
    T* out = packed + static_cast<std::ptrdiff_t>(q) * kc * kMr;
    const int live = std::min(kMr, rows - q * kMr);
    for (int p = 0; p < kc; ++p) {
      for (int r = 0; r < kMr; ++r) out[p * kMr + r] = r < live ? a(i0 + q * kMr + r, p0 + p) : T(0);
    }
  }
}

// Columns [0, n) and sums [p0, p0 + kc) of op(B), in panels of kNr columns.
template <typename T>
void pack_b(const Op<T>& b, int n, int p0, int kc, T* packed) {
  for (int q = 0; q * kNr < n; ++q) {
    T* out = packed + static_cast<std::ptrdiff_t>(q) * kc * kNr;
    const int live = std::min(kNr, n - q * kNr);
    for (int p = 0; p < kc; ++p) {
      for (int c = 0; c < kNr; ++c) out[p * kNr + c] = c < live ? b(p0 + p, q * kNr + c) : T(0);
    }
  }
}

// tile[c·kMr + r] = Σ_p a[p·kMr + r]·b[p·kNr + c]: the loop over r is independent lanes,
// which the compiler makes vectors of.
template <typename T>
void micro(const T* a, const T* b, int kc, T* tile) {
  T acc[kNr][kMr] = {};
  for (int p = 0; p < kc; ++p) {
    for (int c = 0; c < kNr; ++c) {
      const T bv = b[p * kNr + c];
      for (int r = 0; r < kMr; ++r) acc[c][r] += a[p * kMr + r] * bv;
    }
  }
  for (int c = 0; c < kNr; ++c) {
    for (int r = 0; r < kMr; ++r) tile[c * kMr + r] = acc[c][r];
  }
}

#if defined(__wasm_simd128__)
// The same for floats on SIMD128 vectors: two vectors of four rows for each of the four
// columns, the same products and additions in the same order.
template <>
void micro<float>(const float* a, const float* b, int kc, float* tile) {
  v128_t acc[kNr][2];
  for (auto& column : acc) column[0] = column[1] = wasm_f32x4_splat(0.0f);
  for (int p = 0; p < kc; ++p) {
    const v128_t a0 = wasm_v128_load(a + p * kMr);
    const v128_t a1 = wasm_v128_load(a + p * kMr + 4);
    for (int c = 0; c < kNr; ++c) {
      const v128_t bv = wasm_f32x4_splat(b[p * kNr + c]);
      acc[c][0] = wasm_f32x4_add(acc[c][0], wasm_f32x4_mul(a0, bv));
      acc[c][1] = wasm_f32x4_add(acc[c][1], wasm_f32x4_mul(a1, bv));
    }
  }
  for (int c = 0; c < kNr; ++c) {
    wasm_v128_store(tile + c * kMr, acc[c][0]);
    wasm_v128_store(tile + c * kMr + 4, acc[c][1]);
  }
}
#endif

template <typename T>
void gemm(const char* transa, const char* transb, int m, int n, int k, T alpha, const T* a, int lda, const T* b,
          int ldb, T beta, T* c, int ldc) {
  if (m <= 0 || n <= 0) return;
  const auto at = [&](int i, int j) -> T& { return c[i + static_cast<std::ptrdiff_t>(j) * ldc]; };
  if (k <= 0 || alpha == T(0)) {
    for (int j = 0; j < n; ++j) {
      for (int i = 0; i < m; ++i) at(i, j) = beta == T(0) ? T(0) : beta * at(i, j);
    }
    return;
  }
  const Op<T> op_a{a, lda, transposed(transa)};
  const Op<T> op_b{b, ldb, transposed(transb)};
  const int n_panels = (n + kNr - 1) / kNr;
  std::vector<T> packed_b(static_cast<std::size_t>(n_panels) * kNr * kKc);
  std::vector<T> packed_a(static_cast<std::size_t>(kMc) * kKc);
  alignas(16) T tile[kMr * kNr];
  for (int p0 = 0; p0 < k; p0 += kKc) {
    const int kc = std::min(kKc, k - p0);
    const bool first = p0 == 0;
    pack_b(op_b, n, p0, kc, packed_b.data());
    for (int i0 = 0; i0 < m; i0 += kMc) {
      const int mc = std::min(kMc, m - i0);
      pack_a(op_a, i0, mc, p0, kc, packed_a.data());
      for (int qb = 0; qb < n_panels; ++qb) {
        const int cols = std::min(kNr, n - qb * kNr);
        for (int qa = 0; qa * kMr < mc; ++qa) {
          const int rows = std::min(kMr, mc - qa * kMr);
          micro(packed_a.data() + static_cast<std::ptrdiff_t>(qa) * kc * kMr,
                packed_b.data() + static_cast<std::ptrdiff_t>(qb) * kc * kNr, kc, tile);
          for (int cc = 0; cc < cols; ++cc) {
            for (int r = 0; r < rows; ++r) {
              T& out = at(i0 + qa * kMr + r, qb * kNr + cc);
              const T sum = alpha * tile[cc * kMr + r];
              if (!first) {
                out += sum;
              } else {
                out = beta == T(0) ? sum : sum + beta * out;
              }
            }
          }
        }
      }
    }
  }
}

// x[i·inc] for i < n (from the far end when inc < 0, as BLAS reads it), into a row.
template <typename T>
std::vector<T> gather(const T* x, int n, int inc) {
  std::vector<T> out(static_cast<std::size_t>(std::max(n, 0)));
  const std::ptrdiff_t step = inc;
  const std::ptrdiff_t start = inc < 0 ? static_cast<std::ptrdiff_t>(n - 1) * -step : 0;
  for (int i = 0; i < n; ++i) out[static_cast<std::size_t>(i)] = x[start + i * step];
  return out;
}

template <typename T>
void gemv(const char* trans, int m, int n, T alpha, const T* a, int lda, const T* x, int incx, T beta, T* y,
          int incy) {
  if (m <= 0 || n <= 0) return;
  const bool t = transposed(trans);
  const int len_x = t ? m : n;
  const int len_y = t ? n : m;
  const std::vector<T> xs = gather(x, len_x, incx);
  std::vector<T> r(static_cast<std::size_t>(len_y), T(0));
  if (!t) {
    // r = Σ_j A(:, j)·x_j: columns in order, each a loop over rows the compiler vectorizes.
    for (int j = 0; j < n; ++j) {
      const T xj = xs[static_cast<std::size_t>(j)];
      const T* column = a + static_cast<std::ptrdiff_t>(j) * lda;
      for (int i = 0; i < m; ++i) r[static_cast<std::size_t>(i)] += column[i] * xj;
    }
  } else {
    // r_j = A(:, j)·x: sixteen partial sums a column, independent lanes that become vectors.
    constexpr int kLanes = 16;
    const int whole = m / kLanes * kLanes;
    for (int j = 0; j < n; ++j) {
      const T* column = a + static_cast<std::ptrdiff_t>(j) * lda;
      T part[kLanes] = {};
      for (int i = 0; i < whole; i += kLanes) {
        for (int l = 0; l < kLanes; ++l) part[l] += column[i + l] * xs[static_cast<std::size_t>(i + l)];
      }
      T sum = T(0);
      for (const T v : part) sum += v;
      for (int i = whole; i < m; ++i) sum += column[i] * xs[static_cast<std::size_t>(i)];
      r[static_cast<std::size_t>(j)] = sum;
    }
  }
  const std::ptrdiff_t step = incy;
  const std::ptrdiff_t start = incy < 0 ? static_cast<std::ptrdiff_t>(len_y - 1) * -step : 0;
  for (int i = 0; i < len_y; ++i) {
    T& out = y[start + i * step];
    const T v = alpha * r[static_cast<std::size_t>(i)];
    out = beta == T(0) ? v : v + beta * out;
  }
}

}  // namespace

extern "C" {

int sgemm_(const char* transa, const char* transb, const int* m, const int* n, const int* k, const float* alpha,
           const float* a, const int* lda, const float* b, const int* ldb, const float* beta, float* c,
           const int* ldc) {
  gemm(transa, transb, *m, *n, *k, *alpha, a, *lda, b, *ldb, *beta, c, *ldc);
  return 0;
}

int dgemm_(const char* transa, const char* transb, const int* m, const int* n, const int* k, const double* alpha,
           const double* a, const int* lda, const double* b, const int* ldb, const double* beta, double* c,
           const int* ldc) {
  gemm(transa, transb, *m, *n, *k, *alpha, a, *lda, b, *ldb, *beta, c, *ldc);
  return 0;
}

int sgemv_(const char* trans, const int* m, const int* n, const float* alpha, const float* a, const int* lda,
           const float* x, const int* incx, const float* beta, float* y, const int* incy) {
  gemv(trans, *m, *n, *alpha, a, *lda, x, *incx, *beta, y, *incy);
  return 0;
}

int dgemv_(const char* trans, const int* m, const int* n, const double* alpha, const double* a, const int* lda,
           const double* x, const int* incx, const double* beta, double* y, const int* incy) {
  gemv(trans, *m, *n, *alpha, a, *lda, x, *incx, *beta, y, *incy);
  return 0;
}

}  // extern "C"
