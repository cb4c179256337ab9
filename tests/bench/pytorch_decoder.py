#!/usr/bin/python3
"""A Llama-family decoder in torch, keeping every head's attention weights: the forward the
decoder benchmarks compare with (float32, timed here) and the one
scripts/make-decoder-fixtures checks its golden values against (float64).

The model is Hugging Face's LlamaForCausalLM, MistralForCausalLM, Qwen2ForCausalLM and
Qwen3ForCausalLM, written here from their definitions (no transformers library). Symbols:
T tokens, D model width, H query heads, H_kv K/V heads, d_k head width (config's head_dim,
else D/H), F intermediate width, V vocabulary, L layers. Linear weights are stored out×in.
  x = embed_tokens[ids]                                                T×D
  per layer:
    n = RMSNorm(x; input_layernorm)          RMSNorm(x; w) = x / sqrt(mean(x²) + eps) · w
    q = n·W_qᵀ (+ b_q)   T×H·d_k;   k = n·W_kᵀ (+ b_k), v = n·W_vᵀ (+ b_v)   T×H_kv·d_k
        (the biases where the folder has them: Qwen2 on q, k, v)
    Qwen3: each head's q and k through RMSNorm over d_k (q_norm, k_norm: [d_k])
    RoPE on q and k, Hugging Face's rotate_half convention: position p turns the pair
        (i, i + d_k/2) by p·inv_freq_i, inv_freq_i = θ^(−2i/d_k), i < d_k/2; with
        rope_scaling {"rope_type": "llama3"} inv_freq is first rescaled as
        transformers' _compute_llama3_parameters does (see llama3_inv_freq)
    A_h = softmax(q_h k_gᵀ / sqrt(d_k) + causal mask), query head h reads K/V head
        g = h // (H / H_kv)                                            T×T
    x += concat_h(A_h v_g)·W_oᵀ (+ b_o)                                 W_o D×H·d_k
    n = RMSNorm(x; post_attention_layernorm)
    x += (silu(n·W_gateᵀ) ⊙ n·W_upᵀ)·W_downᵀ                            F×D, F×D, D×F
  logits = RMSNorm(x; norm)·Wᵀ,  W = lm_head.weight, or embed_tokens when tied   T×V

The folder is a Hugging Face one: config.json and model.safetensors, or the shards named by
model.safetensors.index.json, read here by hand with tests/bench/pytorch_gpt2.py's reader;
F32, F16 and BF16 tensors are widened to the dtype asked for. Angles are taken in float64
and then rounded to that dtype. Not done: sliding windows (refused when one would cut
inside T), rope types other than default and llama3.

What is timed, like output_attentions=True: the embedding, every layer with its H×T×T
softmax weights materialised and kept (one L×H×T×T tensor holds them all), the final
RMSNorm and the logits of the last position. Under torch.no_grad(), in float32, with the
result tensors made once per T and written again by every repeat, as in pytorch_gpt2.py.
Token ids below vocab_size are drawn from a fixed seed. Each T runs once untimed, then at
least --repeats times and for at least a second (pytorch_mha.py's clock); the best is "ms".

Prints one JSON line per T: {"T", "ms", "median_ms", "threads", "repeats", "torch"}.
  /usr/bin/python3 tests/bench/pytorch_decoder.py --threads 2 --model /tmp/smollm2 --T 128,1024
      [--repeats 5]
"""
import argparse
import json
import math
import os
import statistics

import torch
import torch.nn.functional as F

from pytorch_gpt2 import read_safetensors  # the same hand-written reader
from pytorch_mha import timed  # the same clock as the attention comparison


def load_tensors(folder, dtype):
    """Every tensor of the folder by name: model.safetensors, or the shards of the index."""
    index = os.path.join(folder, "model.safetensors.index.json")
    if not os.path.exists(index):
        return read_safetensors(os.path.join(folder, "model.safetensors"), dtype)
    with open(index) as f:
        weight_map = json.load(f)["weight_map"]
    tensors = {}
    for shard in sorted(set(weight_map.values())):
        tensors.update(read_safetensors(os.path.join(folder, shard), dtype))
    missing = sorted(set(weight_map) - set(tensors))
    if missing:
        raise ValueError(f"{index} names tensors its shards do not hold: {missing[:3]}")
    return tensors


def llama3_inv_freq(inv_freq, scaling):
    """transformers' _compute_llama3_parameters: wavelengths shorter than
    original/high_freq_factor are kept, longer than original/low_freq_factor divided by
    factor, and those between blended: (1 − s)·f/factor + s·f, s = (original/wavelength −
    low_freq_factor) / (high_freq_factor − low_freq_factor)."""
    factor, low, high = scaling["factor"], scaling["low_freq_factor"], scaling["high_freq_factor"]
    original = scaling["original_max_position_embeddings"]
    wavelength = 2 * math.pi / inv_freq
    scaled = torch.where(wavelength > original / low, inv_freq / factor, inv_freq)
    smooth = (original / wavelength - low) / (high - low)
    blended = (1 - smooth) * scaled / factor + smooth * scaled
    medium = (wavelength >= original / high) & (wavelength <= original / low)
    return torch.where(medium, blended, scaled)


def rope_inv_freq(config, head_dim):
    """d_k/2 inverse frequencies in float64, after the config's rope_scaling."""
    theta = float(config.get("rope_theta", 10000.0))
    inv_freq = theta ** -(torch.arange(0, head_dim, 2, dtype=torch.float64) / head_dim)
    scaling = config.get("rope_scaling") or {}
    kind = scaling.get("rope_type", scaling.get("type", "default"))
    if kind == "llama3":
        return llama3_inv_freq(inv_freq, scaling)
    if kind != "default":
        raise NotImplementedError(f"rope_scaling type {kind!r}")
    return inv_freq


def load_decoder(folder, dtype=torch.float32):
    """{"config", "w": tensors by name, "sizes": (H, H_kv, d_k), "inv_freq": float64}."""
    with open(os.path.join(folder, "config.json")) as f:
        config = json.load(f)
    if config.get("model_type") not in ("llama", "mistral", "qwen2", "qwen3"):
        raise ValueError(f"model_type {config.get('model_type')!r} is not a Llama-family decoder")
    h = config["num_attention_heads"]
    h_kv = config.get("num_key_value_heads") or h
    d_k = config.get("head_dim") or config["hidden_size"] // h
    return {"config": config, "w": load_tensors(folder, dtype), "sizes": (h, h_kv, d_k),
            "inv_freq": rope_inv_freq(config, d_k)}


def rms_norm(x, weight, eps):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps) * weight


def rope_tables(model, t, dtype):
    """cos and sin, T×d_k: the d_k/2 angles of each position, twice (rotate_half's layout)."""
    angles = torch.outer(torch.arange(t, dtype=torch.float64), model["inv_freq"])
    angles = torch.cat([angles, angles], dim=-1)
    return angles.cos().to(dtype), angles.sin().to(dtype)


def rotate(x, cos, sin):
    """x: heads×T×d_k. x·cos + rotate_half(x)·sin, rotate_half(x) = [−x₂, x₁]."""
    half = x.shape[-1] // 2
    return x * cos + torch.cat([-x[..., half:], x[..., :half]], dim=-1) * sin


def linear(x, w, name):
    """x·Wᵀ (+ b): name without .weight; the bias only when the folder has one."""
    bias = w.get(name + ".bias")
    y = x @ w[name + ".weight"].t()
    return y if bias is None else y + bias


def make_buffers(model, t):
    """What a forward on T tokens writes into: every head's weights, L×H×T×T (the result);
    one layer's scores, H×T×T; the additive causal mask, T×T."""
    c = model["config"]
    dtype = model["w"]["model.embed_tokens.weight"].dtype
    h = model["sizes"][0]
    future = torch.triu(torch.ones(t, t, dtype=torch.bool), diagonal=1)
    return {"attention": torch.empty(c["num_hidden_layers"], h, t, t, dtype=dtype),
            "scores": torch.empty(h, t, t, dtype=dtype),
            "mask": torch.zeros(t, t, dtype=dtype).masked_fill_(future, float("-inf")),
            "rope": rope_tables(model, t, dtype)}


def forward(model, ids, all_logits=False, buffers=None):
    """ids: T token ids; buffers: make_buffers(model, T) to reuse, or None to make them here.
    Returns (every head's weights: L×H×T×T, logits: T×V, or 1×V for the last position)."""
    c, w = model["config"], model["w"]
    h, h_kv, d_k = model["sizes"]
    eps = c["rms_norm_eps"]
    t = ids.shape[0]
    window = c.get("sliding_window")
    if window and (c["model_type"] == "mistral" or c.get("use_sliding_window")) and t > window:
        raise NotImplementedError(f"a sliding window of {window} inside T = {t}")
    if buffers is None:
        buffers = make_buffers(model, t)
    attention, scores = buffers["attention"], buffers["scores"]
    cos, sin = buffers["rope"]
    x = w["model.embed_tokens.weight"][ids]                                 # T×D
    for i in range(c["num_hidden_layers"]):
        p = f"model.layers.{i}."
        n = rms_norm(x, w[p + "input_layernorm.weight"], eps)
        q = linear(n, w, p + "self_attn.q_proj").reshape(t, h, d_k).transpose(0, 1)
        k = linear(n, w, p + "self_attn.k_proj").reshape(t, h_kv, d_k).transpose(0, 1)
        v = linear(n, w, p + "self_attn.v_proj").reshape(t, h_kv, d_k).transpose(0, 1)
        if p + "self_attn.q_norm.weight" in w:                               # Qwen3
            q = rms_norm(q, w[p + "self_attn.q_norm.weight"], eps)
            k = rms_norm(k, w[p + "self_attn.k_norm.weight"], eps)
        q, k = rotate(q, cos, sin), rotate(k, cos, sin)                     # H×T×d_k, H_kv×T×d_k
        k = k.repeat_interleave(h // h_kv, dim=0)                           # H×T×d_k
        v = v.repeat_interleave(h // h_kv, dim=0)
        torch.baddbmm(buffers["mask"], q, k.transpose(1, 2), alpha=1.0 / math.sqrt(d_k),
                      out=scores)                                           # H×T×T
        weights = torch._softmax(scores, -1, False, out=attention[i])
        context = torch.matmul(weights, v).transpose(0, 1).reshape(t, h * d_k)
        x = x + linear(context, w, p + "self_attn.o_proj")
        n = rms_norm(x, w[p + "post_attention_layernorm.weight"], eps)
        m = F.silu(linear(n, w, p + "mlp.gate_proj")) * linear(n, w, p + "mlp.up_proj")  # T×F
        x = x + linear(m, w, p + "mlp.down_proj")
    last = rms_norm(x if all_logits else x[-1:], w["model.norm.weight"], eps)
    out = w["model.embed_tokens.weight"] if c.get("tie_word_embeddings") else w["lm_head.weight"]
    return attention, last @ out.t()


def attention_and_logits(folder, ids, dtype=torch.float64):
    """The folder's forward on ids (a list): ([L][H] T×T weights as one L×H×T×T tensor,
    T×V logits), in `dtype`."""
    with torch.no_grad():
        model = load_decoder(folder, dtype)
        return forward(model, torch.tensor(ids), True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--model", required=True, help="a Llama, Mistral, Qwen2 or Qwen3 folder")
    parser.add_argument("--T", default="128,1024", help="sequence lengths, comma-separated")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    model = load_decoder(args.model)
    vocab_size = model["config"]["vocab_size"]
    generator = torch.Generator().manual_seed(0)
    with torch.no_grad():
        for t in [int(v) for v in args.T.split(",") if v]:
            ids = torch.randint(0, vocab_size, (t,), generator=generator)
            buffers = make_buffers(model, t)
            times = timed(lambda: forward(model, ids, False, buffers), args.repeats)
            buffers = None
            print(json.dumps({"T": t, "ms": min(times) * 1e3,
                              "median_ms": statistics.median(times) * 1e3,
                              "threads": torch.get_num_threads(), "repeats": len(times),
                              "torch": torch.__version__}), flush=True)


if __name__ == "__main__":
    main()
