#!/usr/bin/env python3
"""Times one training step of the program's small Transformer written in torch.nn.

The model is the one of core/model/transformer.hpp (see the comment at its top): pre-
LayerNorm (eps 1e-5), one token embedding shared by encoder and decoder, learned positions
(translate) or fixed sinusoidal ones (induction), attention without biases on Q, K, V and O
scaled by 1/sqrt(d_k), GELU (erf) MLP with biases, final LayerNorms, lm_head with a bias;
cross-entropy with ignore_index -1, averaged over the batch's scored tokens. AdamW
(betas 0.9/0.98, eps 1e-8, weight decay 0.01 on the matrices of attention, MLP and lm_head
only, as the program decays), the program's warm-up and cosine learning rate, and
clip_grad_norm_(1.0).

Batches: the ones `training_bench --dump_batches=<task>:<n>` prints, drawn the way the
program's trainer draws them, used in turn. The program runs every sequence at its own
length; here a batch is padded to its longest sequence (source and target apart), with the
pad keys masked out of every attention (and the future ones of the decoder's self-attention)
and the pad positions given label -1. That is how one trains such a model in PyTorch; the
padded work is counted in "padded_tokens" beside "tokens" (induction sequences all have the
same length, so nothing is padded there). Padding, masks and tensors are made before the
clock starts; the program's own step draws its batch inside the step.

A step is timed in three parts with time.perf_counter (PyTorch on the CPU is synchronous):
  forward    embeddings to the loss
  backward   loss.backward()
  optimizer  clip_grad_norm_, AdamW's step, the learning rate, zero_grad
after a few untimed steps of warm-up. The steps are timed `--repeats` times; each repeat
gives the mean of its steps, and the best repeat is reported (another process only ever
adds time), with the median repeat beside it.

Threads: torch.set_num_threads(--threads). OpenBLAS (Debian's PyTorch multiplies through
it) takes its own from OPENBLAS_NUM_THREADS, read when it loads: scripts/bench sets it, and
it is reported as "blas_threads" (0: not set, OpenBLAS's default of one per core).

Prints one JSON line per task: {"task", "threads", "blas_threads", "steps_per_s", "step_ms",
"forward_ms", "backward_ms", "optimizer_ms", "median_step_ms", "tokens", "padded_tokens",
"steps", "torch"}.
  /usr/bin/python3 tests/bench/pytorch_training.py --threads 1 translate.json induction.json
"""
import argparse
import json
import math
import os
import statistics
import time

import torch
import torch.nn.functional as F
from torch import nn


class Attention(nn.Module):
    """Multi-head attention, no biases. mask: additive, broadcast to B×H×Tq×Tk."""

    def __init__(self, d, heads):
        super().__init__()
        self.heads = heads
        self.w_q = nn.Linear(d, d, bias=False)
        self.w_k = nn.Linear(d, d, bias=False)
        self.w_v = nn.Linear(d, d, bias=False)
        self.w_o = nn.Linear(d, d, bias=False)

    def forward(self, x, y, mask):
        b, tq, d = x.shape
        tk = y.shape[1]
        h, dk = self.heads, d // self.heads
        q = self.w_q(x).view(b, tq, h, dk).transpose(1, 2)
        k = self.w_k(y).view(b, tk, h, dk).transpose(1, 2)
        v = self.w_v(y).view(b, tk, h, dk).transpose(1, 2)
        scores = q @ k.transpose(-2, -1) * (1.0 / math.sqrt(dk)) + mask
        context = scores.softmax(dim=-1) @ v
        return self.w_o(context.transpose(1, 2).reshape(b, tq, d))


class Mlp(nn.Module):
    def __init__(self, d, f):
        super().__init__()
        self.w1 = nn.Linear(d, f)
        self.w2 = nn.Linear(f, d)

    def forward(self, x):
        return self.w2(F.gelu(self.w1(x)))  # GELU with erf, as the program's


class Block(nn.Module):
    def __init__(self, d, heads, f, mlp, cross):
        super().__init__()
        self.ln_self = nn.LayerNorm(d)
        self.self_attn = Attention(d, heads)
        self.ln_cross = nn.LayerNorm(d) if cross else None
        self.cross = Attention(d, heads) if cross else None
        self.ln_mlp = nn.LayerNorm(d) if mlp else None
        self.mlp = Mlp(d, f) if mlp else None

    def forward(self, x, self_mask, memory=None, cross_mask=None):
        n = self.ln_self(x)
        x = x + self.self_attn(n, n, self_mask)
        if self.cross is not None:
            x = x + self.cross(self.ln_cross(x), memory, cross_mask)
        if self.mlp is not None:
            x = x + self.mlp(self.ln_mlp(x))
        return x


def sinusoidal(positions, d):
    """PE[p][2i] = sin(p / 10000^(2i/D)), PE[p][2i+1] = cos of the same."""
    table = torch.zeros(positions, d)
    pos = torch.arange(positions, dtype=torch.float64).unsqueeze(1)
    j = torch.arange(d)
    angle = pos * torch.pow(10000.0, -(j - j % 2).double() / d)
    table[:, 0::2] = torch.sin(angle[:, 0::2]).float()
    table[:, 1::2] = torch.cos(angle[:, 1::2]).float()
    return table


class Transformer(nn.Module):
    def __init__(self, c):
        super().__init__()
        d, v = c["d_model"], c["vocabulary"]
        self.encoder_decoder = c["max_source"] > 0
        learned = c["positions"] == "learned"
        self.tok_emb = nn.Embedding(v, d)
        if learned:
            self.enc_pos = nn.Parameter(torch.zeros(c["max_source"], d)) if self.encoder_decoder else None
            self.dec_pos = nn.Parameter(torch.zeros(c["max_target"], d))
        else:  # fixed, never trained
            self.register_buffer("enc_pos", sinusoidal(c["max_source"], d) if self.encoder_decoder else None)
            self.register_buffer("dec_pos", sinusoidal(c["max_target"], d))
        layers, heads, f, mlp = c["layers"], c["heads"], c["d_ff"], c["mlp"]
        self.enc = nn.ModuleList(Block(d, heads, f, mlp, False) for _ in range(layers)) \
            if self.encoder_decoder else None
        self.enc_ln_f = nn.LayerNorm(d) if self.encoder_decoder else None
        self.dec = nn.ModuleList(Block(d, heads, f, mlp, self.encoder_decoder) for _ in range(layers))
        self.dec_ln_f = nn.LayerNorm(d)
        self.lm_head = nn.Linear(d, v)
        # GPT-2's initialisation, as the program's (it does not change the speed).
        for name, p in self.named_parameters():
            if p.dim() == 2:
                nn.init.normal_(p, 0.0, 0.02)
                if name.endswith("w_o.weight") or name.endswith("w2.weight"):
                    p.data /= math.sqrt(2.0 * layers * (2 if self.encoder_decoder else 1))

    def forward(self, batch):
        memory = None
        if self.encoder_decoder:
            src = batch["source"]
            x = self.tok_emb(src) + self.enc_pos[: src.shape[1]]
            for block in self.enc:
                x = block(x, batch["source_mask"])
            memory = self.enc_ln_f(x)
        tgt = batch["decoder_input"]
        y = self.tok_emb(tgt) + self.dec_pos[: tgt.shape[1]]
        for block in self.dec:
            y = block(y, batch["target_mask"], memory, batch["source_mask"])
        logits = self.lm_head(self.dec_ln_f(y))
        return F.cross_entropy(logits.view(-1, logits.shape[-1]), batch["labels"].view(-1),
                               ignore_index=-1)


def padded(rows, fill):
    width = max(len(r) for r in rows)
    return torch.tensor([r + [fill] * (width - len(r)) for r in rows], dtype=torch.long)


def make_batch(samples):
    """Tensors padded to the batch's longest source and target, and the additive masks."""
    neg = float("-inf")
    out = {"decoder_input": padded([s["decoder_input"] for s in samples], 0),
           "labels": padded([s["labels"] for s in samples], -1)}
    b, tt = out["decoder_input"].shape
    lengths = torch.tensor([len(s["decoder_input"]) for s in samples])
    key_pad = torch.arange(tt).unsqueeze(0) >= lengths.unsqueeze(1)            # B×Tt
    future = torch.triu(torch.ones(tt, tt, dtype=torch.bool), diagonal=1)      # Tt×Tt
    hidden = key_pad[:, None, None, :] | future[None, None, :, :]              # B×1×Tt×Tt
    out["target_mask"] = torch.zeros(hidden.shape).masked_fill(hidden, neg)
    out["source_mask"] = None
    if samples[0]["source"]:
        out["source"] = padded([s["source"] for s in samples], 0)
        ts = out["source"].shape[1]
        lengths = torch.tensor([len(s["source"]) for s in samples])
        key_pad = torch.arange(ts).unsqueeze(0) >= lengths.unsqueeze(1)        # B×Ts
        out["source_mask"] = torch.zeros(b, 1, 1, ts).masked_fill(key_pad[:, None, None, :], neg)
    tokens = sum(len(s["source"]) + len(s["decoder_input"]) for s in samples)
    padded_tokens = b * (tt + (out["source"].shape[1] if "source" in out else 0))
    return out, tokens, padded_tokens


def optimizer_for(model, c):
    """AdamW as the program's: decay on the matrices of attention, MLP and lm_head."""
    decay, rest = [], []
    for name, p in model.named_parameters():
        is_matrix = p.dim() == 2 and not name.startswith(("tok_emb", "enc_pos", "dec_pos"))
        (decay if is_matrix else rest).append(p)
    adam = torch.optim.AdamW([{"params": decay, "weight_decay": c["weight_decay"]},
                              {"params": rest, "weight_decay": 0.0}],
                             lr=c["learning_rate"], betas=(0.9, 0.98), eps=1e-8)
    warmup, total = c["warmup_steps"], c["steps"]

    def rate(step):  # step 0-based here; the program's t = step + 1
        t = step + 1
        if warmup > 0 and t <= warmup:
            return t / warmup
        progress = min(1.0, (t - warmup) / max(1, total - warmup))
        return 0.1 + 0.9 * 0.5 * (1 + math.cos(math.pi * progress))

    return adam, torch.optim.lr_scheduler.LambdaLR(adam, rate)


def bench(c, steps, repeats, warm_up):
    torch.manual_seed(0)
    model = Transformer(c)
    values = sum(p.numel() for p in model.parameters()) + sum(b.numel() for b in model.buffers())
    if values != c["parameters"]:
        raise SystemExit(f"{c['task']}: this model has {values} values, the program's "
                         f"{c['parameters']}: the two are not the same model")
    adam, schedule = optimizer_for(model, c)
    batches = [make_batch(samples) for samples in c["batches"]]
    clip = c["clip"]
    step = 0

    def one():
        nonlocal step
        batch = batches[step % len(batches)][0]
        step += 1
        t0 = time.perf_counter()
        loss = model(batch)
        loss.item()  # the program reads the loss in every step too
        t1 = time.perf_counter()
        loss.backward()
        t2 = time.perf_counter()
        torch.nn.utils.clip_grad_norm_(model.parameters(), clip)
        adam.step()
        schedule.step()
        adam.zero_grad(set_to_none=True)
        t3 = time.perf_counter()
        return t1 - t0, t2 - t1, t3 - t2

    for _ in range(warm_up):
        one()
    runs = []
    for _ in range(repeats):
        parts = [one() for _ in range(steps)]
        runs.append([sum(p[i] for p in parts) / steps for i in range(3)])
    best = min(runs, key=sum)
    used = [batches[i % len(batches)] for i in range(steps)]
    return {"task": c["task"], "threads": torch.get_num_threads(),
            "blas_threads": int(os.environ.get("OPENBLAS_NUM_THREADS", "0")),
            "steps_per_s": 1.0 / sum(best), "step_ms": sum(best) * 1e3,
            "forward_ms": best[0] * 1e3, "backward_ms": best[1] * 1e3,
            "optimizer_ms": best[2] * 1e3,
            "median_step_ms": statistics.median(sum(r) for r in runs) * 1e3,
            "tokens": sum(u[1] for u in used) / steps,
            "padded_tokens": sum(u[2] for u in used) / steps,
            "steps": steps, "repeats": repeats, "torch": torch.__version__}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--steps", type=int, default=30, help="timed steps per repeat")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--warm-up", type=int, default=5)
    parser.add_argument("batches", nargs="+", help="JSON files from training_bench --dump_batches")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    for path in args.batches:
        with open(path) as f:
            c = json.load(f)
        print(json.dumps(bench(c, args.steps, args.repeats, args.warm_up)), flush=True)


if __name__ == "__main__":
    main()
