#!/usr/bin/python3
"""Times a forward pass of a Vision Transformer in torch, keeping every head's attention
weights: the forward the vision benchmark compares with (float32, timed here) and the one
scripts/make-vision-fixtures checks its golden values against (float64 and float32).

The models are Hugging Face's ViTForImageClassification and ViTModel (DINO),
DeiTForImageClassificationWithTeacher, Dinov2Model and
Dinov2WithRegistersForImageClassification, written here from their definitions (no
transformers library). Symbols: P patch side, grid R×C = (H/P)×(W/P) patches, N = R·C,
T tokens, D hidden_size, H heads, d_k = D/H, L layers, F the MLP's width
(intermediate_size, or D·mlp_ratio for DINOv2). Linear weights are stored out×in
(y = x·Wᵀ + b); LN(x) = (x − mean) / sqrt(var + layer_norm_eps)·w + b over D.
  patches = Conv2d(3 → D, kernel P, stride P)(pixels), row-major over the grid     N×D
  x = [CLS; (DeiT) DIST; patches] + positions                                       T×D
      positions: position_embeddings as they are when the grid is the config's
      (image_size/P)²; otherwise the [CLS] row (DeiT: and DIST's) as it is and the patch
      rows, an n×n grid, resized to R×C by F.interpolate(bicubic, align_corners=False),
      with antialias for dinov2_with_registers only
  dinov2_with_registers: x = [x_0; register_tokens; x_1 …] (no positions on the registers)
  per layer: n = LN(x; layernorm_before | norm1)
             q, k, v = n·W_{q,k,v}ᵀ + b, split into H heads; A_h = softmax(q_h k_hᵀ/sqrt(d_k))
             a = concat_h(A_h v_h)·W_oᵀ + b_o                 (attention.output.dense)
             x = x + a                (DINOv2: x + layer_scale1.lambda1 ⊙ a)
             m = fc2(gelu(fc1(LN(x; layernorm_after | norm2))))  (intermediate.dense and
                 output.dense for ViT and DeiT; mlp.fc1 and mlp.fc2 for DINOv2; gelu: erf)
             x = x + m                (DINOv2: x + layer_scale2.lambda1 ⊙ m)
  h = LN(x; layernorm)
  logits: ViT classifier(h_0); DeiT (cls_classifier(h_0) + distillation_classifier(h_1))/2;
          DINOv2 with registers classifier([h_0; mean of the patch rows]); none for the
          base models (ViTModel, Dinov2Model).

The folder is a Hugging Face one (config.json and model.safetensors, read by hand with
tests/bench/pytorch_gpt2.py's reader); names may carry the task model's prefix ("vit.",
"deit.", "dinov2_with_registers."). F32, F16 and BF16 tensors are widened to the dtype
asked for (float32 for the timings).

What is timed, like output_attentions=True: the patch convolution, the tokens and the
positions (interpolated in every forward, as transformers does), every layer with its
H×T×T softmax weights materialised into one L×H×T×T tensor (the result), the final
LayerNorm and the logits. Batch 1, under torch.no_grad(), in float32. q, k and v through
one GEMM per layer (the three matrices stacked), the scores through baddbmm on a zero T×T
matrix and softmax's kernel in its out= form; the result tensors are made once and
written again by every repeat, as in pytorch_gpt2.py. The pixel values are drawn in
[−1, 1) from a fixed seed (3×S×S, --size S). One untimed run, then at least --repeats runs
and at least a second (pytorch_mha.py's clock); the best and the median are reported.

Threads: torch.set_num_threads(--threads); OpenBLAS takes OPENBLAS_NUM_THREADS.

Prints one line: "pytorch vit: best X ms median Y ms".
  /usr/bin/python3 tests/bench/pytorch_vit.py --threads 2 --model DIR/vit-base-patch16-224-shapes
      [--size 224] [--repeats 5]
with a folder of `scripts/make-vision-fixtures --real-shapes DIR`.
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

FAMILIES = ("vit", "deit", "dinov2", "dinov2_with_registers")
PREFIXES = ("vit.", "deit.", "dinov2_with_registers.", "dinov2.")


def load_vit(folder, dtype=torch.float32):
    """{"config", "w": tensors without the task prefix, "layers": per layer its weights
    under short names (W_q, W_k, W_v stacked as "qkv")}, in `dtype`."""
    with open(os.path.join(folder, "config.json")) as f:
        config = json.load(f)
    family = config.get("model_type")
    if family not in FAMILIES:
        raise ValueError(f"model_type {family!r} is not one of {', '.join(FAMILIES)}")
    w = {}
    for name, t in read_safetensors(os.path.join(folder, "model.safetensors"), dtype).items():
        for prefix in PREFIXES:
            if name.startswith(prefix + "embeddings.") or name.startswith(prefix + "encoder.") \
                    or name.startswith(prefix + "layernorm."):
                name = name[len(prefix):]
                break
        w[name] = t
    dino = family.startswith("dinov2")
    layers = []
    for i in range(config["num_hidden_layers"]):
        p = f"encoder.layer.{i}."
        a = p + "attention.attention."
        layer = {
            "qkv_weight": torch.cat([w[a + m + ".weight"] for m in ("query", "key", "value")]),  # 3D×D
            "qkv_bias": torch.cat([w[a + m + ".bias"] for m in ("query", "key", "value")]),
            "o": (w[p + "attention.output.dense.weight"], w[p + "attention.output.dense.bias"]),
        }
        names = (("norm1", "norm2", "mlp.fc1", "mlp.fc2") if dino
                 else ("layernorm_before", "layernorm_after", "intermediate.dense", "output.dense"))
        for key, name in zip(("norm1", "norm2", "fc1", "fc2"), names):
            layer[key] = (w[p + name + ".weight"], w[p + name + ".bias"])
        if dino:
            layer["scale1"], layer["scale2"] = w[p + "layer_scale1.lambda1"], w[p + "layer_scale2.lambda1"]
        layers.append(layer)
    return {"config": config, "w": w, "layers": layers}


def special_tokens(model):
    """The rows before the patches: [CLS], DeiT's distillation token, DINOv2's registers."""
    family = model["config"]["model_type"]
    return 1 + (family == "deit") + (model["config"].get("num_register_tokens", 0)
                                     if family == "dinov2_with_registers" else 0)


def tokens_for(model, height, width):
    p = model["config"]["patch_size"]
    return special_tokens(model) + (height // p) * (width // p)


def make_buffers(model, t):
    """The tensors a forward on T tokens writes into: every head's weights, L×H×T×T (the
    result); the scores of one layer, H×T×T; a zero T×T matrix for baddbmm."""
    c = model["config"]
    dtype = model["w"]["layernorm.weight"].dtype
    h = c["num_attention_heads"]
    return {"attention": torch.empty(c["num_hidden_layers"], h, t, t, dtype=dtype),
            "scores": torch.empty(h, t, t, dtype=dtype), "zero": torch.zeros(t, t, dtype=dtype)}


def positions(model, rows, cols):
    """The position rows for a rows×cols grid: the table, or its patch part interpolated."""
    c, w = model["config"], model["w"]
    family = c["model_type"]
    table = w["embeddings.position_embeddings"][0]
    first = 2 if family == "deit" else 1
    n = math.isqrt(table.shape[0] - first)
    if family.startswith("dinov2"):
        if rows * cols == n * n and rows == cols:  # Dinov2Embeddings skips it only then
            return table
    elif (rows, cols) == (n, n):
        return table
    grid = table[first:].reshape(1, n, n, -1).permute(0, 3, 1, 2)
    resized = F.interpolate(grid, size=(rows, cols), mode="bicubic", align_corners=False,
                            antialias=family == "dinov2_with_registers")
    return torch.cat([table[:first], resized[0].permute(1, 2, 0).reshape(rows * cols, -1)])


def forward(model, pixels, buffers=None):
    """pixels: 3×H×W; buffers: make_buffers(model, T) to reuse, or None to make them here.
    Returns (every head's weights L×H×T×T, logits 1×labels or None, the final stream T×D)."""
    c, w = model["config"], model["w"]
    family, d, h, p = c["model_type"], c["hidden_size"], c["num_attention_heads"], c["patch_size"]
    eps = c["layer_norm_eps"]
    dk = d // h
    rows, cols = pixels.shape[1] // p, pixels.shape[2] // p
    if buffers is None:
        buffers = make_buffers(model, tokens_for(model, pixels.shape[1], pixels.shape[2]))
    attention, scores = buffers["attention"], buffers["scores"]
    x = F.conv2d(pixels[None], w["embeddings.patch_embeddings.projection.weight"],
                 w["embeddings.patch_embeddings.projection.bias"], stride=p)        # 1×D×R×C
    x = x.flatten(2)[0].t()                                                       # N×D
    first = [w["embeddings.cls_token"][0]] + ([w["embeddings.distillation_token"][0]] if family == "deit" else [])
    x = torch.cat(first + [x]) + positions(model, rows, cols)
    registers = 0
    if family == "dinov2_with_registers":
        registers = c["num_register_tokens"]
        x = torch.cat([x[:1], w["embeddings.register_tokens"][0], x[1:]])
    t = x.shape[0]
    for i, layer in enumerate(model["layers"]):
        n = F.layer_norm(x, (d,), *layer["norm1"], eps)
        qkv = torch.addmm(layer["qkv_bias"], n, layer["qkv_weight"].t())           # T×3D
        q, k, v = (part.reshape(t, h, dk).transpose(0, 1) for part in qkv.split(d, dim=1))
        torch.baddbmm(buffers["zero"], q, k.transpose(1, 2), alpha=1.0 / math.sqrt(dk), out=scores)
        weights = torch._softmax(scores, -1, False, out=attention[i])               # H×T×T
        context = torch.matmul(weights, v).transpose(0, 1).reshape(t, d)
        a = torch.addmm(layer["o"][1], context, layer["o"][0].t())
        x = x + (layer["scale1"] * a if "scale1" in layer else a)
        n = F.layer_norm(x, (d,), *layer["norm2"], eps)
        m = torch.addmm(layer["fc2"][1], F.gelu(torch.addmm(layer["fc1"][1], n, layer["fc1"][0].t())),
                        layer["fc2"][0].t())
        x = x + (layer["scale2"] * m if "scale2" in layer else m)
    final = F.layer_norm(x, (d,), w["layernorm.weight"], w["layernorm.bias"], eps)
    logits = None
    if family == "deit" and "cls_classifier.weight" in w:
        logits = (F.linear(final[:1], w["cls_classifier.weight"], w["cls_classifier.bias"])
                  + F.linear(final[1:2], w["distillation_classifier.weight"], w["distillation_classifier.bias"])) / 2
    elif "classifier.weight" in w:
        pooled = final[:1]
        if family == "dinov2_with_registers":
            pooled = torch.cat([final[:1], final[1 + registers:].mean(dim=0, keepdim=True)], dim=1)
        logits = F.linear(pooled, w["classifier.weight"], w["classifier.bias"])
    return attention, logits, final


def attention_and_logits(folder, pixel_values, dtype=torch.float64):
    """The folder's forward on pixel_values (3×H×W, nested lists or an array), in `dtype`:
    (L×H×T×T weights, 1×labels logits or None, T×D final stream)."""
    with torch.no_grad():
        model = load_vit(folder, dtype)
        return forward(model, torch.as_tensor(pixel_values).to(dtype))


def rollout(attention):
    """The overlay's attention rollout (Abnar & Zuidema, 2020) from the L×H×T×T weights, in
    float64 as the program computes it: Ã_l = ½·mean over heads + ½·I, rows renormalised,
    R_1 = Ã_1, R_l = Ã_l·R_{l−1}. Returns L×T×T."""
    a = attention.to(torch.float64).mean(dim=1)
    eye = torch.eye(a.shape[-1], dtype=torch.float64)
    a = 0.5 * a + 0.5 * eye
    a = a / a.sum(dim=-1, keepdim=True)
    out = torch.empty_like(a)
    out[0] = a[0]
    for i in range(1, a.shape[0]):
        torch.matmul(a[i], out[i - 1], out=out[i])
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--model", required=True, help="a folder of scripts/make-vision-fixtures --real-shapes")
    parser.add_argument("--size", type=int, default=224, help="the image's side S, in pixels")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--rollout", action="store_true",
                        help="time the overlay's rollout (float64) with each forward, as the Model view makes it")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    model = load_vit(args.model)
    generator = torch.Generator().manual_seed(0)
    pixels = torch.rand((3, args.size, args.size), generator=generator) * 2 - 1
    with torch.no_grad():
        buffers = make_buffers(model, tokens_for(model, args.size, args.size))
        if args.rollout:
            times = timed(lambda: rollout(forward(model, pixels, buffers)[0]), args.repeats)
        else:
            times = timed(lambda: forward(model, pixels, buffers), args.repeats)
    print(f"pytorch vit: best {min(times) * 1e3:.2f} ms median {statistics.median(times) * 1e3:.2f} ms",
          flush=True)


if __name__ == "__main__":
    main()
