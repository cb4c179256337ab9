#!/usr/bin/env python3
"""Times torch.nn.MultiheadAttention on the shapes of attention_bench, and torch.mm.

Prints one JSON object: {"torch": version, "blas": ..., "threads": n,
"cases": {"Self/1024": {"median_ms": ..., "min_ms": ...}, ...}, "sgemm_gflops": ...}.
Self cases are causal with need_weights=True and average_attn_weights=False (every head's
weights returned, as the explorer keeps them); Cross cases have T keys and T/2 queries.
"""
import argparse
import json
import statistics
import time

import torch

D, H = 512, 8


def timed(fn, repeats, min_seconds=1.0):
    fn()  # warm up: allocations, thread pools
    times = []
    start = time.perf_counter()
    while len(times) < repeats or time.perf_counter() - start < min_seconds:
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
        if len(times) >= 200:
            break
    return times


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--self", dest="self_t", default="128,512,1024,2048,4096")
    parser.add_argument("--cross", dest="cross_t", default="512,1024,2048")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(0)
    cases = {}
    with torch.no_grad():
        # No biases: the explorer's heads have none, so both do the same work.
        mha = torch.nn.MultiheadAttention(D, H, bias=False, batch_first=True).eval()
        for t in [int(v) for v in args.self_t.split(",") if v]:
            x = torch.randn(1, t, D)
            mask = torch.triu(torch.ones(t, t, dtype=torch.bool), diagonal=1)
            times = timed(lambda: mha(x, x, x, attn_mask=mask, need_weights=True,
                                      average_attn_weights=False), repeats=5)
            cases[f"Self/{t}"] = {"median_ms": statistics.median(times) * 1e3,
                                  "min_ms": min(times) * 1e3, "runs": len(times)}
        for t in [int(v) for v in args.cross_t.split(",") if v]:
            x = torch.randn(1, t, D)
            y = torch.randn(1, t // 2, D)
            times = timed(lambda: mha(y, x, x, need_weights=True, average_attn_weights=False),
                          repeats=5)
            cases[f"Cross/{t}"] = {"median_ms": statistics.median(times) * 1e3,
                                   "min_ms": min(times) * 1e3, "runs": len(times)}
        n = 2048
        a, b = torch.randn(n, n), torch.randn(n, n)
        times = timed(lambda: torch.mm(a, b), repeats=5)
        sgemm = 2.0 * n ** 3 / statistics.median(times) / 1e9
    config = torch.__config__.show()
    blas = "unknown"
    for part in config.replace(",", "\n").splitlines():
        if "BLAS_INFO" in part:
            blas = part.split("=")[-1].strip()
    print(json.dumps({"torch": torch.__version__, "blas": blas, "threads": args.threads,
                      "cases": cases, "sgemm_gflops": sgemm}))


if __name__ == "__main__":
    main()
