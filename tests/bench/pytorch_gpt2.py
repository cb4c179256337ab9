#!/usr/bin/python3
"""Times a forward pass of a whole GPT-2 in torch, keeping every head's attention weights.

The model is Hugging Face's GPT2LMHeadModel, written here from its definition (no
transformers library): token and learned position embeddings; per layer a pre-LayerNorm
(eps from the config), attention through Conv1D weights stored input×output (c_attn
[D,3D]: columns [0,D) Q, [D,2D) K, [2D,3D) V; c_proj [D,D]; each with a bias), H heads of
d_k = D/H scaled by 1/sqrt(d_k), causal; a residual; a second pre-LayerNorm and an MLP
(c_fc [D,4D], GELU with the tanh approximation, "gelu_new"; c_proj [4D,D]); a residual;
a final LayerNorm and logits against the token embedding (tied).

Symbols: T tokens, D model width, H heads, d_k = D/H, V vocabulary, L layers.

The folder is one of scripts/make-gpt2-fixtures (config.json and model.safetensors, read
here by hand: an 8-byte little-endian header length, the JSON header, the data). Names
may carry the "transformer." prefix; the buffers h.N.attn.bias and h.N.attn.masked_bias and
lm_head.weight (tied to wte.weight) are not read. F32, F16 and BF16 tensors are read and
widened to the dtype asked for (float32 for the timings).

What is timed, like output_attentions=True: the embeddings, every layer with its H×T×T
softmax weights materialised and returned (one L×H×T×T tensor of all layers' weights is the
result), the final LayerNorm, and the logits of the last position (best_ms, median_ms) or
of all T positions (all_logits_best_ms, all_logits_median_ms). Under torch.no_grad(), in
float32. Attention through one GEMM per layer (the causal mask added by baddbmm) and
softmax's kernel (scaled_dot_product_attention would not return the weights).

The result tensors (the weights, the logits) and the scores are made once per T and
written again by every repeat, as a program showing the weights keeps its buffers; with
--fresh-buffers they are made in every forward, as transformers makes them. The two differ
most where fresh memory is slow to fault in: on some virtual machines 50 MB of new pages
(one layer's weights at T = 1024) take longer than the layer's arithmetic.

Token ids are drawn from a fixed seed. Each case runs once untimed, then at least
--repeats times and for at least a second; the best (another process only ever adds time)
and the median are reported.

Threads: torch.set_num_threads(--threads). OpenBLAS (Debian's PyTorch multiplies through
it) takes its own from OPENBLAS_NUM_THREADS, read when it loads; it is reported as
"blas_threads" (0: not set, OpenBLAS's default of one per core).

Prints one JSON line per T: {"T", "threads", "blas_threads", "best_ms", "median_ms",
"all_logits_best_ms", "all_logits_median_ms", "buffers", "repeats", "torch"}.
  /usr/bin/python3 tests/bench/pytorch_gpt2.py --threads 2 --model /tmp/gpt2-real --T 128,1024
      [--repeats 5] [--fresh-buffers]
"""
import argparse
import json
import math
import os
import statistics
import struct

import numpy as np
import torch
import torch.nn.functional as F

from pytorch_mha import timed  # the same clock as the attention comparison

STORED = {"F32": (np.float32, None), "F16": (np.float16, None), "BF16": (np.int16, torch.bfloat16)}


def read_safetensors(path, dtype):
    """Every tensor of a safetensors file, by name, widened to `dtype` (one copy each)."""
    with open(path, "rb") as f:
        (n,) = struct.unpack("<Q", f.read(8))
        header = json.loads(f.read(n))
    data = np.memmap(path, dtype=np.uint8, mode="r", offset=8 + n)
    tensors = {}
    for name, entry in header.items():
        if name == "__metadata__":
            continue
        np_type, view = STORED[entry["dtype"]]
        begin, end = entry["data_offsets"]
        values = torch.from_numpy(np.frombuffer(data[begin:end], dtype=np_type).copy())
        if view is not None:
            values = values.view(view)
        tensors[name] = values.reshape(entry["shape"]).to(dtype)
    return tensors


def load_gpt2(folder, dtype=torch.float32):
    """{"config": config.json, "w": tensors by GPT-2's plain names, without the buffers}."""
    with open(os.path.join(folder, "config.json")) as f:
        config = json.load(f)
    w = {}
    for name, t in read_safetensors(os.path.join(folder, "model.safetensors"), dtype).items():
        name = name.removeprefix("transformer.")
        if name == "lm_head.weight" or name.endswith((".attn.bias", ".attn.masked_bias")):
            continue
        w[name] = t
    return {"config": config, "w": w}


def make_buffers(model, t):
    """The tensors a forward on T tokens writes into: every head's weights, L×H×T×T (the
    result); the scores of one layer, H×T×T; the additive causal mask, T×T; logits, T×V."""
    c = model["config"]
    dtype = model["w"]["wte.weight"].dtype
    l, h, v = c["n_layer"], c["n_head"], c["vocab_size"]
    future = torch.triu(torch.ones(t, t, dtype=torch.bool), diagonal=1)
    return {"attention": torch.empty(l, h, t, t, dtype=dtype),
            "scores": torch.empty(h, t, t, dtype=dtype),
            "mask": torch.zeros(t, t, dtype=dtype).masked_fill_(future, float("-inf")),
            "logits": torch.empty(t, v, dtype=dtype)}


def forward(model, ids, all_logits=False, buffers=None):
    """ids: T token ids; buffers: make_buffers(model, T) to reuse, or None to make them here.
    Returns (every head's weights: L×H×T×T, logits: T×V, or 1×V for the last position)."""
    c, w = model["config"], model["w"]
    d, h = c["n_embd"], c["n_head"]
    dk = d // h
    eps = c["layer_norm_epsilon"]
    t = ids.shape[0]
    if buffers is None:
        buffers = make_buffers(model, t)
    attention, scores = buffers["attention"], buffers["scores"]
    x = w["wte.weight"][ids] + w["wpe.weight"][:t]                         # T×D
    for i in range(c["n_layer"]):
        p = f"h.{i}."
        n = F.layer_norm(x, (d,), w[p + "ln_1.weight"], w[p + "ln_1.bias"], eps)
        qkv = torch.addmm(w[p + "attn.c_attn.bias"], n, w[p + "attn.c_attn.weight"])  # T×3D
        q, k, v = (part.reshape(t, h, dk).transpose(0, 1) for part in qkv.split(d, dim=1))
        # mask + QKᵀ/sqrt(d_k) in one GEMM (beta = 1 on the mask), then softmax by rows:
        # torch.softmax's kernel in its out= form, straight into this layer's weights.
        torch.baddbmm(buffers["mask"], q, k.transpose(1, 2), alpha=1.0 / math.sqrt(dk),
                      out=scores)                                          # H×T×T
        weights = torch._softmax(scores, -1, False, out=attention[i])
        context = torch.matmul(weights, v).transpose(0, 1).reshape(t, d)   # T×D
        x = x + torch.addmm(w[p + "attn.c_proj.bias"], context, w[p + "attn.c_proj.weight"])
        n = F.layer_norm(x, (d,), w[p + "ln_2.weight"], w[p + "ln_2.bias"], eps)
        m = F.gelu(torch.addmm(w[p + "mlp.c_fc.bias"], n, w[p + "mlp.c_fc.weight"]),
                   approximate="tanh")                                     # T×4D
        x = x + torch.addmm(w[p + "mlp.c_proj.bias"], m, w[p + "mlp.c_proj.weight"])
    last = x if all_logits else x[-1:]
    last = F.layer_norm(last, (d,), w["ln_f.weight"], w["ln_f.bias"], eps)
    logits = torch.matmul(last, w["wte.weight"].t(), out=buffers["logits"][:last.shape[0]])
    return attention, logits


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--model", required=True, help="a folder of scripts/make-gpt2-fixtures")
    parser.add_argument("--T", default="128,1024", help="sequence lengths, comma-separated")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--fresh-buffers", action="store_true",
                        help="new result tensors in every forward, as transformers makes them")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    model = load_gpt2(args.model)
    c = model["config"]
    generator = torch.Generator().manual_seed(0)
    with torch.no_grad():
        for t in [int(v) for v in args.T.split(",") if v]:
            if t > c["n_positions"]:
                raise SystemExit(f"T = {t} is more than the model's {c['n_positions']} positions")
            ids = torch.randint(0, c["vocab_size"], (t,), generator=generator)
            buffers = None if args.fresh_buffers else make_buffers(model, t)
            last = timed(lambda: forward(model, ids, False, buffers), args.repeats)
            every = timed(lambda: forward(model, ids, True, buffers), args.repeats)
            buffers = None
            print(json.dumps({
                "T": t, "threads": torch.get_num_threads(),
                "blas_threads": int(os.environ.get("OPENBLAS_NUM_THREADS", "0")),
                "best_ms": min(last) * 1e3, "median_ms": statistics.median(last) * 1e3,
                "all_logits_best_ms": min(every) * 1e3,
                "all_logits_median_ms": statistics.median(every) * 1e3,
                "buffers": "fresh" if args.fresh_buffers else "reused",
                "repeats": len(last), "torch": torch.__version__}), flush=True)


if __name__ == "__main__":
    main()
