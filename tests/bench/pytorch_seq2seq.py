#!/usr/bin/python3
"""A Marian or BART encoder–decoder in torch, keeping every head's attention weights: the
forward the encoder–decoder benchmark compares with (float32, timed here) and one of the
two scripts/make-seq2seq-fixtures checks its golden values against (float64 and float32).

The model is Hugging Face's MarianMTModel and BartForConditionalGeneration, written here
from their definitions (no transformers library). Both are post-LayerNorm encoder–decoders
with biases everywhere. Symbols: T1 source tokens, T2 target tokens, D = d_model, H heads,
d_k = D/H, F = encoder_ffn_dim (decoder_ffn_dim in the decoder), V vocabulary, L_e and
L_d layers. Linear weights are stored out×in (y = x·Wᵀ + b). LayerNorm(x) = (x − mean) /
sqrt(var + 1e-5)·w + b over D (torch's default eps: these configs have no eps field).
  s = sqrt(D) if scale_embedding (Marian) else 1 (BART)
  P = the positions' table: Marian's sinusoidal one (model.encoder.embed_positions.weight,
      [max_position_embeddings, D], computed as below when the folder lacks it), row p for
      position p; BART's learned one, [max_position_embeddings + 2, D], row p + 2
  encoder: x = embed_tokens[src]·s + P[0..T1)                                  T1×D
           BART: x = LayerNorm(x; model.encoder.layernorm_embedding)
           per layer: x = LayerNorm(x + SelfAttn(x); self_attn_layer_norm)
                      x = LayerNorm(x + fc2(act(fc1(x))); final_layer_norm)   fc1 F×D, fc2 D×F
  decoder: y = embed_tokens[tgt]·s + P[0..T2)                                  T2×D
           BART: y = LayerNorm(y; model.decoder.layernorm_embedding)
           per layer: y = LayerNorm(y + SelfAttn(y, causal); self_attn_layer_norm)
                      y = LayerNorm(y + CrossAttn(y, x); encoder_attn_layer_norm)
                      y = LayerNorm(y + fc2(act(fc1(y))); final_layer_norm)
  logits = y·lm_headᵀ + final_logits_bias                                       T2×V
  Attn(a, b): q = a·W_qᵀ + b_q, k = b·W_kᵀ + b_k, v = b·W_vᵀ + b_v (q_proj, k_proj, v_proj,
      D×D), split into H heads of d_k; A_h = softmax(q_h k_hᵀ / sqrt(d_k) (+ causal mask));
      out = concat_h(A_h v_h)·W_oᵀ + b_o (out_proj)
  act: config's activation_function: "swish" (= silu, Marian), "gelu" (erf, BART), "relu",
      "gelu_new" (tanh approximation)
  Marian's table (MarianSinusoidalPositionalEmbedding): row p = [sin(p·ω_i), i < D/2] followed
      by [cos(p·ω_i), i < D/2], ω_i = 10000^(−2i/D): not interleaved.

The folder is a Hugging Face one (config.json and model.safetensors, read by hand with
tests/bench/pytorch_gpt2.py's reader); F32, F16 and BF16 tensors are widened to the dtype
asked for. The token embedding is model.encoder.embed_tokens.weight and
model.decoder.embed_tokens.weight, or model.shared.weight when a folder leaves them out;
the output matrix is lm_head.weight, or model.shared.weight when it is left out.

What is timed, like output_attentions=True: the encoder and the teacher-forced decoder
over T2 given tokens, every encoder, decoder-self and cross-attention head's softmax
weights materialised and kept (L_e×H×T1×T1, L_d×H×T2×T2 and L_d×H×T2×T1 tensors hold them
all), and the logits of the last decoder position. Under torch.no_grad(), in float32, with
the result tensors made once and written again by every repeat, as in pytorch_gpt2.py.
Attention is one GEMM per projection for all heads at once, the scores through baddbmm and
softmax's kernel in its out= form. Token ids below vocab_size are drawn from a fixed seed;
the decoder's first id is decoder_start_token_id. One untimed run, then at least --repeats
runs and at least a second (pytorch_mha.py's clock); the best is "ms".

Prints one JSON line: {"T1", "T2", "ms", "median_ms", "threads", "repeats", "torch"}.
  /usr/bin/python3 tests/bench/pytorch_seq2seq.py --threads 2 --model DIR --source 64 --target 64
      [--repeats 3]
"""
import argparse
import json
import math
import os
import statistics

import numpy as np
import torch
import torch.nn.functional as F

from pytorch_gpt2 import read_safetensors  # the same hand-written reader
from pytorch_mha import timed  # the same clock as the attention comparison

ACTIVATIONS = {
    "swish": F.silu, "silu": F.silu, "relu": F.relu, "gelu": F.gelu,
    "gelu_new": lambda x: F.gelu(x, approximate="tanh"),
}
LAYER_NORM_EPS = 1e-5  # nn.LayerNorm's default, which Marian and BART use


def sinusoidal_positions(n, d):
    """Marian's table, n×d, as transformers computes it: angles in float64 (p divided by
    10000^(2i/d)), sin and cos in float64, then rounded to float32 as its weight is."""
    angles = np.array([[p / np.power(10000, 2 * (j // 2) / d) for j in range(d)] for p in range(n)])
    table = np.concatenate([np.sin(angles[:, 0::2]), np.cos(angles[:, 1::2])], axis=1)
    return torch.from_numpy(table).float()


def load_seq2seq(folder, dtype=torch.float32):
    """{"config", "w": tensors by name, "positions": (encoder table, decoder table, offset),
    "scale", "act"}; the tables in `dtype`."""
    with open(os.path.join(folder, "config.json")) as f:
        config = json.load(f)
    kind = config.get("model_type")
    if kind not in ("marian", "bart"):
        raise ValueError(f"model_type {kind!r} is not Marian or BART")
    if config.get("normalize_before") or config.get("add_final_layer_norm"):
        raise NotImplementedError("pre-LayerNorm layers (mBART's) are not written here")
    w = read_safetensors(os.path.join(folder, "model.safetensors"), dtype)
    for side in ("encoder", "decoder"):
        w.setdefault(f"model.{side}.embed_tokens.weight", w.get("model.shared.weight"))
    w.setdefault("lm_head.weight", w["model.shared.weight"] if "model.shared.weight" in w
                 else w["model.decoder.embed_tokens.weight"])
    d = config["d_model"]
    tables = []
    for side in ("encoder", "decoder"):
        name = f"model.{side}.embed_positions.weight"
        if name in w:
            tables.append(w[name])
        elif kind == "marian":  # recent transformers no longer saves the static table
            tables.append(sinusoidal_positions(config["max_position_embeddings"], d).to(dtype))
        else:
            raise ValueError(f"{folder}: no {name}")
    offset = 2 if kind == "bart" else 0  # BartLearnedPositionalEmbedding's offset
    return {"config": config, "w": w, "positions": (tables[0], tables[1], offset),
            "scale": math.sqrt(d) if config.get("scale_embedding") else 1.0,
            "act": ACTIVATIONS[config["activation_function"]]}


def linear(x, w, name):
    """x·Wᵀ + b, one GEMM (every projection here has its bias)."""
    return torch.addmm(w[name + ".bias"], x, w[name + ".weight"].t())


def layer_norm(x, w, name):
    return F.layer_norm(x, (x.shape[-1],), w[name + ".weight"], w[name + ".bias"], LAYER_NORM_EPS)


def make_buffers(model, t1, t2):
    """What a forward on T1 source and T2 target tokens writes into: every head's weights
    (the results: encoder L_e×H×T1×T1, decoder self L_d×H×T2×T2, cross L_d×H×T2×T1), one
    layer's scores of each kind, the additive causal mask T2×T2 and zero masks."""
    c = model["config"]
    dtype = model["w"]["lm_head.weight"].dtype
    h_e, h_d = c["encoder_attention_heads"], c["decoder_attention_heads"]
    future = torch.triu(torch.ones(t2, t2, dtype=torch.bool), diagonal=1)
    return {"encoder": torch.empty(c["encoder_layers"], h_e, t1, t1, dtype=dtype),
            "self": torch.empty(c["decoder_layers"], h_d, t2, t2, dtype=dtype),
            "cross": torch.empty(c["decoder_layers"], h_d, t2, t1, dtype=dtype),
            "encoder_scores": torch.empty(h_e, t1, t1, dtype=dtype),
            "self_scores": torch.empty(h_d, t2, t2, dtype=dtype),
            "cross_scores": torch.empty(h_d, t2, t1, dtype=dtype),
            "encoder_mask": torch.zeros(t1, t1, dtype=dtype),
            "causal_mask": torch.zeros(t2, t2, dtype=dtype).masked_fill_(future, float("-inf")),
            "cross_mask": torch.zeros(t2, t1, dtype=dtype)}


def attend(a, b, w, p, heads, mask, scores, out):
    """Attention of queries from a (Tq×D) on keys and values from b (Tk×D), all heads at
    once; the weights (H×Tq×Tk) written into out. Returns the output projection, Tq×D."""
    tq, tk, d = a.shape[0], b.shape[0], a.shape[1]
    d_k = d // heads
    q = linear(a, w, p + "q_proj").reshape(tq, heads, d_k).transpose(0, 1)    # H×Tq×d_k
    k = linear(b, w, p + "k_proj").reshape(tk, heads, d_k).transpose(0, 1)    # H×Tk×d_k
    v = linear(b, w, p + "v_proj").reshape(tk, heads, d_k).transpose(0, 1)
    torch.baddbmm(mask, q, k.transpose(1, 2), alpha=1.0 / math.sqrt(d_k), out=scores)
    weights = torch._softmax(scores, -1, False, out=out)                       # H×Tq×Tk
    context = torch.matmul(weights, v).transpose(0, 1).reshape(tq, d)
    return linear(context, w, p + "out_proj")


def embed(model, side, ids):
    """Token rows times the scale, plus the positions' rows, then BART's layernorm_embedding."""
    w = model["w"]
    encoder_table, decoder_table, offset = model["positions"]
    table = encoder_table if side == "encoder" else decoder_table
    t = ids.shape[0]
    x = w[f"model.{side}.embed_tokens.weight"][ids] * model["scale"] + table[offset:offset + t]
    if f"model.{side}.layernorm_embedding.weight" in w:
        x = layer_norm(x, w, f"model.{side}.layernorm_embedding")
    return x


def forward(model, source, target, all_logits=False, buffers=None):
    """source: T1 ids, target: T2 decoder input ids; buffers: make_buffers(model, T1, T2) to
    reuse, or None to make them here. Returns (encoder weights L_e×H×T1×T1, decoder self
    weights L_d×H×T2×T2, cross weights L_d×H×T2×T1, logits T2×V or 1×V for the last
    position)."""
    c, w, act = model["config"], model["w"], model["act"]
    t1, t2 = source.shape[0], target.shape[0]
    if max(t1, t2) > c["max_position_embeddings"]:
        raise ValueError(f"more tokens than the model's {c['max_position_embeddings']} positions")
    if buffers is None:
        buffers = make_buffers(model, t1, t2)
    x = embed(model, "encoder", source)                                        # T1×D
    for i in range(c["encoder_layers"]):
        p = f"model.encoder.layers.{i}."
        x = layer_norm(x + attend(x, x, w, p + "self_attn.", c["encoder_attention_heads"],
                                  buffers["encoder_mask"], buffers["encoder_scores"],
                                  buffers["encoder"][i]), w, p + "self_attn_layer_norm")
        x = layer_norm(x + linear(act(linear(x, w, p + "fc1")), w, p + "fc2"), w, p + "final_layer_norm")
    y = embed(model, "decoder", target)                                        # T2×D
    for i in range(c["decoder_layers"]):
        p = f"model.decoder.layers.{i}."
        h = c["decoder_attention_heads"]
        y = layer_norm(y + attend(y, y, w, p + "self_attn.", h, buffers["causal_mask"],
                                  buffers["self_scores"], buffers["self"][i]),
                       w, p + "self_attn_layer_norm")
        y = layer_norm(y + attend(y, x, w, p + "encoder_attn.", h, buffers["cross_mask"],
                                  buffers["cross_scores"], buffers["cross"][i]),
                       w, p + "encoder_attn_layer_norm")
        y = layer_norm(y + linear(act(linear(y, w, p + "fc1")), w, p + "fc2"), w, p + "final_layer_norm")
    last = y if all_logits else y[-1:]
    logits = torch.addmm(w["final_logits_bias"], last, w["lm_head.weight"].t())
    return buffers["encoder"], buffers["self"], buffers["cross"], logits


def attention_and_logits(folder, source_ids, target_ids, dtype=torch.float64):
    """The folder's forward on source_ids and target_ids (lists), in `dtype`: (encoder
    L_e×H×T1×T1, decoder self L_d×H×T2×T2, cross L_d×H×T2×T1, logits T2×V)."""
    with torch.no_grad():
        model = load_seq2seq(folder, dtype)
        return forward(model, torch.tensor(source_ids), torch.tensor(target_ids), True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--model", required=True, help="a Marian or BART folder")
    parser.add_argument("--source", type=int, default=64, help="source tokens, T1")
    parser.add_argument("--target", type=int, default=64, help="decoder tokens, T2")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    model = load_seq2seq(args.model)
    c = model["config"]
    generator = torch.Generator().manual_seed(0)
    source = torch.randint(0, c["vocab_size"], (args.source,), generator=generator)
    target = torch.randint(0, c["vocab_size"], (args.target,), generator=generator)
    target[0] = c["decoder_start_token_id"]
    with torch.no_grad():
        buffers = make_buffers(model, args.source, args.target)
        times = timed(lambda: forward(model, source, target, False, buffers), args.repeats)
    print(json.dumps({"T1": args.source, "T2": args.target, "ms": min(times) * 1e3,
                      "median_ms": statistics.median(times) * 1e3,
                      "threads": torch.get_num_threads(), "repeats": len(times),
                      "torch": torch.__version__}), flush=True)


if __name__ == "__main__":
    main()
