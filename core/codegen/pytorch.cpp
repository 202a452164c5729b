// PyTorch (torch.distributed, 2.5+): DeviceMesh + DTensor TP/SP + FSDP2 + context_parallel + pipelining.
#include "codegen/codegen_internal.h"

#include <string>
#include <vector>

namespace psa::codegen {

namespace {

struct PipeChoice {
    std::string cls; // torch.distributed.pipelining schedule class
    bool multi = false; // takes a list of stages (more than one stage per rank)
    bool v_style = false; // V-shaped stage placement (two stages per rank)
    int stages_per_rank = 1;
    std::string note; // comment when the requested schedule is approximated
};

PipeChoice pipeChoice(const Strategy& s)
{
    PipeChoice c;
    const int vpp = s.vpp > 1 ? s.vpp : 1;
    switch (s.schedule) {
    case Schedule::GPipe:
        c.cls = "ScheduleGPipe";
        if (vpp > 1) {
            c.cls = "ScheduleInterleaved1F1B";
            c.note = "GPipe with vpp > 1 has no torch schedule; using ScheduleInterleaved1F1B";
        }
        break;
    case Schedule::OneFOneB:
    case Schedule::Interleaved:
        c.cls = vpp > 1 ? "ScheduleInterleaved1F1B" : "Schedule1F1B";
        break;
    case Schedule::ZBH1:
        c.cls = "ScheduleInterleavedZeroBubble";
        c.note = vpp > 1
            ? ""
            : "ZB-H1 maps to ScheduleInterleavedZeroBubble (zero-bubble schedule, here one stage per rank)";
        break;
    case Schedule::ZBV:
        c.cls = "ScheduleZBVZeroBubble";
        break;
    case Schedule::DualPipe:
        c.cls = "ScheduleZBVZeroBubble";
        c.note = "DualPipe: newer torch.distributed.pipelining has ScheduleDualPipeV (the V-shaped DualPipe); this "
                 "skeleton, written for torch >= 2.6, uses ZBVZeroBubble (same V stage placement)";
        break;
    }
    if (c.cls == "ScheduleZBVZeroBubble") {
        c.v_style = true;
        c.stages_per_rank = 2;
        if (vpp != 2)
            c.note += std::string(c.note.empty() ? "" : "; ")
                + "ZBVZeroBubble always places 2 stages per rank (V shape), not vpp=" + std::to_string(vpp);
    } else {
        c.stages_per_rank = vpp;
    }
    c.multi = c.stages_per_rank > 1 || c.cls == "ScheduleInterleavedZeroBubble";
    return c;
}

std::string pyBool(bool b)
{
    return b ? "True" : "False";
}

std::string tupleOf(const std::vector<std::string>& items)
{
    std::string out = "(";
    for (size_t i = 0; i < items.size(); ++i)
        out += (i ? ", " : "") + items[i];
    return out + (items.size() == 1 ? ",)" : ")");
}

} // namespace

std::string emitPyTorch(const Scenario& sc, const Strategy& s)
{
    const Facts f = facts(sc, s);
    const TorchDevice dev = torchDevice(sc.cluster.device);
    const ModelSpec& m = sc.model;
    const bool moe = m.isMoe();
    const bool tp = s.tp > 1, pp = s.pp > 1, cp = s.cp > 1, ep = moe && s.ep > 1;
    const bool sp = tp && s.sp;
    const bool fsdp = s.zero >= 1;
    const bool fp8 = sc.training.precision == Precision::FP8;
    const PipeChoice pc = pipeChoice(s);
    const int etp = s.etp > 0 ? s.etp : 1;

    Text t;
    t.line("#!/usr/bin/env python3");
    t.raw(headerComment(Framework::PyTorch, sc, s, "# "));
    t.line("#");
    t.line("# Launch on each of the {} node(s):", f.nodes);
    t.line("#   torchrun --nnodes {} --nproc-per-node {} --node-rank $NODE_RANK \\", f.nodes, f.per_node);
    t.line("#       --rdzv-backend c10d --rdzv-endpoint $MASTER_ADDR:29500 train.py");
    t.line("# Written against torch >= 2.6 (fully_shard lives in torch.distributed._composable.fsdp on 2.5).");
    t.line("# The model below is a placeholder: replace build_model() with yours; its blocks must be model.layers.");
    t.line("import copy");
    t.line("import functools");
    t.line("import os");
    t.line("from contextlib import nullcontext");
    t.blank();
    t.line("import torch");
    if (!dev.import_line.empty())
        t.line("{}", dev.import_line);
    t.line("import torch.distributed as dist");
    t.line("import torch.nn as nn");
    t.line("import torch.nn.functional as F");
    t.line("from torch.distributed.device_mesh import init_device_mesh");
    if (fsdp)
        t.line("from torch.distributed.fsdp import {}MixedPrecisionPolicy, fully_shard",
            s.optimizer_offload ? "CPUOffloadPolicy, " : "");
    else
        t.line("from torch.distributed._composable.replicate import replicate");
    if (tp) {
        t.line("from torch.distributed.tensor import Replicate, Shard");
        t.line("from torch.distributed.tensor.parallel import (");
        t.line("    ColwiseParallel,");
        if (sp)
            t.line("    PrepareModuleInput,");
        t.line("    RowwiseParallel,");
        if (sp)
            t.line("    SequenceParallel,");
        t.line("    parallelize_module,");
        t.line(")");
    }
    if (cp)
        t.line("from torch.distributed.tensor.experimental import context_parallel");
    if (pp)
        t.line("from torch.distributed.pipelining import PipelineStage, {}", pc.cls);
    if (ep)
        t.line("from torch.distributed.nn.functional import all_to_all_single as differentiable_all_to_all");
    if (s.recompute != Recompute::None)
        t.line("from torch.distributed.algorithms._checkpoint.checkpoint_wrapper import CheckpointImpl, "
               "checkpoint_wrapper");
    if (s.recompute == Recompute::Selective)
        t.line("from torch.utils.checkpoint import CheckpointPolicy, create_selective_checkpoint_contexts");
    if (fp8)
        t.line("from torchao.float8 import convert_to_float8_training  # pip install torchao");
    t.blank();

    // Constants.
    t.line("MODEL_NAME = {}", quoted(f.model_name));
    t.line("NUM_LAYERS = {}", m.layers);
    t.line("HIDDEN = {}", m.hidden);
    t.line("HEADS = {}", m.heads);
    t.line("KV_HEADS = {}", m.kv_heads > 0 ? m.kv_heads : m.heads);
    t.line("HEAD_DIM = {}", m.headDim());
    t.line("FFN = {}", m.ffn);
    t.line("VOCAB = {}", m.vocab);
    if (moe) {
        t.line("NUM_EXPERTS = {}", m.moe.num_experts);
        t.line("TOP_K = {}", m.moe.top_k);
        t.line("EXPERT_FFN = {}", m.moe.expert_ffn);
        t.line("SHARED_EXPERT_FFN = {}  # all shared experts together",
            m.moe.num_shared_experts * m.moe.shared_expert_ffn);
        std::string expr;
        for (const auto& [isMoe, n] : moeLayerRuns(m))
            expr += (expr.empty() ? "" : " + ") + std::string("[") + pyBool(isMoe) + "] * " + std::to_string(n);
        t.line("IS_MOE_LAYER = {}", expr);
    }
    t.line("SEQ_LEN = {}", f.seq);
    t.line("GLOBAL_BATCH = {}  # sequences per optimizer step", f.global_batch);
    t.line("MICRO_BATCH = {}", s.mbs);
    t.line("PP, DP, CP, TP = {}, {}, {}, {}", s.pp, f.dp, s.cp, s.tp);
    if (moe)
        t.line("EP, ETP = {}, {}", s.ep, etp);
    if (pp)
        t.line("STAGES_PER_RANK = {}", pc.stages_per_rank);
    t.line("N_MICROBATCHES = GLOBAL_BATCH // (DP * MICRO_BATCH)  # {}", f.micro_batches);
    t.line("PARAM_DTYPE = torch.{}", sc.training.precision == Precision::FP16 ? "float16" : "bfloat16");
    t.line("STEPS = 10");
    t.blank();
    t.blank();

    // Placeholder model.
    const std::string norm = m.norm == NormKind::RMSNorm ? "nn.RMSNorm" : "nn.LayerNorm";
    if (m.mla.enabled)
        t.line("# MLA (q_lora_rank={}, kv_lora_rank={}): the placeholder uses standard attention; plug in an MLA "
               "module and\n"
               "# shard its q/kv up-projections with ColwiseParallel and o_proj with RowwiseParallel.",
            m.mla.q_lora_rank, m.mla.kv_lora_rank);
    t.raw(R"(class Attention(nn.Module):
    """Placeholder attention (RoPE omitted). Head counts are inferred from the (TP-local) projection sizes."""

    def __init__(self):
        super().__init__()
)");
    const char* ab = m.attention_bias ? "True" : "False";
    t.line("        self.q_proj = nn.Linear(HIDDEN, HEADS * HEAD_DIM, bias={})", ab);
    t.line("        self.k_proj = nn.Linear(HIDDEN, KV_HEADS * HEAD_DIM, bias={})", ab);
    t.line("        self.v_proj = nn.Linear(HIDDEN, KV_HEADS * HEAD_DIM, bias={})", ab);
    t.line("        self.o_proj = nn.Linear(HEADS * HEAD_DIM, HIDDEN, bias={})", ab);
    t.raw(R"(
    def forward(self, x):
        b, s = x.shape[0], x.shape[1]
        q = self.q_proj(x).view(b, s, -1, HEAD_DIM).transpose(1, 2)
        k = self.k_proj(x).view(b, s, -1, HEAD_DIM).transpose(1, 2)
        v = self.v_proj(x).view(b, s, -1, HEAD_DIM).transpose(1, 2)
        k = k.repeat_interleave(q.shape[1] // k.shape[1], dim=1)  # GQA
        v = v.repeat_interleave(q.shape[1] // v.shape[1], dim=1)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o_proj(out.transpose(1, 2).reshape(b, s, -1))


)");
    const char* mb = m.mlp_bias ? "True" : "False";
    t.line("class MLP(nn.Module):");
    t.line("    def __init__(self, ffn=FFN):");
    t.line("        super().__init__()");
    if (m.gated())
        t.line("        self.gate_proj = nn.Linear(HIDDEN, ffn, bias={})", mb);
    t.line("        self.up_proj = nn.Linear(HIDDEN, ffn, bias={})", mb);
    t.line("        self.down_proj = nn.Linear(ffn, HIDDEN, bias={})", mb);
    t.blank();
    t.line("    def forward(self, x):");
    switch (m.activation) {
    case Activation::SwiGLU:
        t.line("        return self.down_proj(F.silu(self.gate_proj(x)) * self.up_proj(x))");
        break;
    case Activation::GeGLU:
        t.line("        return self.down_proj(F.gelu(self.gate_proj(x)) * self.up_proj(x))");
        break;
    case Activation::GeLU:
        t.line("        return self.down_proj(F.gelu(self.up_proj(x)))");
        break;
    case Activation::ReLU:
        t.line("        return self.down_proj(F.relu(self.up_proj(x)))");
        break;
    }
    t.blank();
    t.blank();

    if (moe) {
        t.raw(R"(class MoE(nn.Module):
    """Placeholder routed-expert layer. Experts are keyed by their global id so EP can drop non-local ones."""

    def __init__(self):
        super().__init__()
        self.router = nn.Linear(HIDDEN, NUM_EXPERTS, bias=False)
        self.experts = nn.ModuleDict({str(e): MLP(EXPERT_FFN) for e in range(NUM_EXPERTS)})
        self.shared_expert = MLP(SHARED_EXPERT_FFN) if SHARED_EXPERT_FFN > 0 else None
        self.ep_group = None  # set by setup_expert_parallel()

    def forward(self, x):
        shape = x.shape
        tokens = x.reshape(-1, shape[-1])
        probs = F.softmax(self.router(tokens), dim=-1, dtype=torch.float32)
        weights, idx = torch.topk(probs, TOP_K, dim=-1)
        if self.ep_group is None:
            out = torch.zeros_like(tokens)
            for e, expert in self.experts.items():
                rows, slot = torch.where(idx == int(e))
                if rows.numel():
                    out.index_add_(0, rows, expert(tokens[rows]) * weights[rows, slot, None].to(tokens.dtype))
        else:
            out = expert_parallel_forward(self, tokens, weights, idx)
        if self.shared_expert is not None:
            out = out + self.shared_expert(tokens)
        return out.view(shape)


)");
        if (ep) {
            t.raw(R"(def expert_parallel_forward(moe, tokens, weights, idx):
    """EP token exchange: all-to-all to the ranks owning the chosen experts, local experts, all-to-all back."""
    ep = dist.get_world_size(moe.ep_group)
    per_rank = NUM_EXPERTS // ep
    flat_idx = idx.reshape(-1)
    order = torch.argsort(flat_idx)
    src_rows = order // TOP_K
    send = tokens[src_rows]
    send_counts = torch.bincount(flat_idx // per_rank, minlength=ep)
    recv_counts = torch.empty_like(send_counts)
    dist.all_to_all_single(recv_counts, send_counts, group=moe.ep_group)
    send_split, recv_split = send_counts.tolist(), recv_counts.tolist()
    recv = differentiable_all_to_all(send.new_empty(sum(recv_split), send.shape[-1]), send, recv_split, send_split,
                                     group=moe.ep_group)
    recv_ids = flat_idx.new_empty(sum(recv_split))
    dist.all_to_all_single(recv_ids, flat_idx[order], recv_split, send_split, group=moe.ep_group)
    result = torch.zeros_like(recv)
    for e, expert in moe.experts.items():
        mask = recv_ids == int(e)
        if mask.any():
            result = result.index_put((mask,), expert(recv[mask]))
    back = differentiable_all_to_all(torch.empty_like(send), result, send_split, recv_split, group=moe.ep_group)
    out = torch.zeros_like(tokens)
    return out.index_add(0, src_rows, back * weights.reshape(-1)[order, None].to(tokens.dtype))


)");
        }
    }

    t.line("class Block(nn.Module):");
    t.line("    def __init__(self, layer_id):");
    t.line("        super().__init__()");
    t.line("        self.input_layernorm = {}(HIDDEN)", norm);
    t.line("        self.self_attn = Attention()");
    t.line("        self.post_attention_layernorm = {}(HIDDEN)", norm);
    t.line("        self.mlp = {}", moe ? "MoE() if IS_MOE_LAYER[layer_id] else MLP()" : "MLP()");
    t.raw(R"(
    def forward(self, x):
        x = x + self.self_attn(self.input_layernorm(x))
        return x + self.mlp(self.post_attention_layernorm(x))


class Transformer(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed_tokens = nn.Embedding(VOCAB, HIDDEN)
        # ModuleDict keyed by layer index: pipeline stages keep the original parameter names.
        self.layers = nn.ModuleDict({str(i): Block(i) for i in range(NUM_LAYERS)})
)");
    t.line("        self.norm = {}(HIDDEN)", norm);
    t.line("        self.lm_head = nn.Linear(HIDDEN, VOCAB, bias=False)");
    if (m.tied_embeddings)
        t.line("        self.lm_head.weight = self.embed_tokens.weight  # tied embeddings{}",
            pp ? " (pipeline stages split them: tie them with a gradient all-reduce between first and last stage)"
               : "");
    t.raw(R"(
    def forward(self, tokens):
        h = self.embed_tokens(tokens) if self.embed_tokens is not None else tokens
        for block in self.layers.values():
            h = block(h)
        h = self.norm(h) if self.norm is not None else h
        return self.lm_head(h) if self.lm_head is not None else h


def build_model():
    with torch.device("meta"):
        return Transformer()


def loss_fn(logits, labels):
    return F.cross_entropy(logits.flatten(0, 1).float(), labels.flatten(0, 1))


)");

    // Pipeline split.
    if (pp) {
        t.line("def pipeline_stages(model, pp_rank):");
        t.line("    \"\"\"[(stage_index, module)] for this pipeline rank: {} placement, STAGES_PER_RANK stages per "
               "rank.\"\"\"",
            pc.v_style ? "V-shaped" : "looped");
        if (s.uneven_pp)
            t.line("    # uneven=on: move layers off the first/last stage by changing `bounds` (embedding/head live "
                   "there).");
        t.line("    num_stages = PP * STAGES_PER_RANK");
        if (pc.v_style)
            t.line("    stage_ids = [pp_rank, num_stages - 1 - pp_rank]");
        else
            t.line("    stage_ids = [pp_rank + i * PP for i in range(STAGES_PER_RANK)]");
        t.raw(R"(    bounds = [i * NUM_LAYERS // num_stages for i in range(num_stages + 1)]
    parts = []
    for sid in stage_ids:
        stage = copy.deepcopy(model)
        for name in list(stage.layers.keys()):
            if not bounds[sid] <= int(name) < bounds[sid + 1]:
                del stage.layers[name]
        if sid != 0:
            stage.embed_tokens = None
        if sid != num_stages - 1:
            stage.norm = None
            stage.lm_head = None
        parts.append((sid, stage))
    return parts


)");
    }

    // Tensor parallelism.
    if (tp) {
        t.line("def apply_tensor_parallel(model, tp_mesh):");
        t.line("    \"\"\"TP over {} ranks{}.\"\"\"", s.tp,
            sp ? " with sequence parallelism (norms and residual stream sharded on the sequence dim)" : "");
        t.line("    top = {{}}");
        t.line("    if model.embed_tokens is not None:");
        t.line("        top[\"embed_tokens\"] = RowwiseParallel(input_layouts=Replicate(){})",
            sp ? ", output_layouts=Shard(1)" : "");
        if (sp) {
            t.line("    if model.norm is not None:");
            t.line("        top[\"norm\"] = SequenceParallel()");
        }
        t.line("    if model.lm_head is not None:");
        t.line("        top[\"lm_head\"] = ColwiseParallel({}output_layouts=Replicate())",
            sp ? "input_layouts=Shard(1), " : "");
        t.line("    parallelize_module(model, tp_mesh, top)");
        t.line("    for block in model.layers.values():");
        t.line("        plan = {{");
        if (sp) {
            t.line("            \"input_layernorm\": SequenceParallel(),");
            t.line("            \"self_attn\": PrepareModuleInput(input_layouts=(Shard(1),), "
                   "desired_input_layouts=(Replicate(),)),");
        }
        t.line("            \"self_attn.q_proj\": ColwiseParallel(),");
        t.line("            \"self_attn.k_proj\": ColwiseParallel(),");
        t.line("            \"self_attn.v_proj\": ColwiseParallel(),");
        t.line("            \"self_attn.o_proj\": RowwiseParallel({}),", sp ? "output_layouts=Shard(1)" : "");
        if (sp)
            t.line("            \"post_attention_layernorm\": SequenceParallel(),");
        t.line("        }}");
        std::string dense = "        dense_mlp = {\n";
        if (sp)
            dense += "            \"mlp\": PrepareModuleInput(input_layouts=(Shard(1),), "
                     "desired_input_layouts=(Replicate(),)),\n";
        if (m.gated())
            dense += "            \"mlp.gate_proj\": ColwiseParallel(),\n";
        dense += "            \"mlp.up_proj\": ColwiseParallel(),\n";
        dense += std::string("            \"mlp.down_proj\": RowwiseParallel(") + (sp ? "output_layouts=Shard(1)" : "")
            + "),\n";
        dense += "        }\n";
        if (moe) {
            t.line("        if isinstance(block.mlp, MoE):");
            if (sp) {
                t.line("            # MoE with SP: each TP rank routes its own sequence shard (Megatron semantics); "
                       "experts are");
                t.line("            # split by EP{}.",
                    etp > 1 ? "; expert TP (etp > 1) would shard expert projections over an \"etp\" mesh" : "");
                t.line("            plan[\"mlp\"] = PrepareModuleInput(input_layouts=(Shard(1),), "
                       "desired_input_layouts=(Shard(1),),");
                t.line("                                             use_local_output=True)");
            } else {
                t.line("            # MoE without SP: every TP rank holds all tokens and computes the same expert "
                       "outputs.");
            }
            t.line("        else:");
            std::string indented;
            for (size_t pos = 0; pos < dense.size();) {
                const size_t nl = dense.find('\n', pos);
                indented += "    " + dense.substr(pos, nl - pos + 1);
                pos = nl + 1;
            }
            t.raw(indented);
            t.line("            plan.update(dense_mlp)");
        } else {
            t.raw(dense);
            t.line("        plan.update(dense_mlp)");
        }
        t.line("        parallelize_module(block, tp_mesh, plan)");
        if (fp8)
            t.line("    # fp8 + TP: torchao.float8.float8_tensor_parallel provides "
                   "Float8ColwiseParallel/Float8RowwiseParallel.");
        t.blank();
        t.blank();
    }

    if (ep) {
        t.raw(R"(def setup_expert_parallel(model, ep_mesh):
    """Keep only this EP rank's experts (NUM_EXPERTS // EP of them) and give the MoE layers the EP group."""
    rank, per_rank = ep_mesh.get_local_rank(), NUM_EXPERTS // EP
    for block in model.layers.values():
        if isinstance(block.mlp, MoE):
            for e in list(block.mlp.experts.keys()):
                if int(e) // per_rank != rank:
                    del block.mlp.experts[e]
            block.mlp.ep_group = ep_mesh.get_group()


)");
    }

    // Activation checkpointing.
    if (s.recompute == Recompute::Full) {
        t.raw(R"(def apply_activation_checkpointing(model):
    """recompute=full: every block's activations are recomputed in the backward pass."""
    for name, block in list(model.layers.items()):
        model.layers[name] = checkpoint_wrapper(block, checkpoint_impl=CheckpointImpl.NO_REENTRANT)


)");
    } else if (s.recompute == Recompute::Selective) {
        t.raw(R"(_SAVE_OPS = {
    torch.ops.aten.mm.default,
    torch.ops.aten._scaled_dot_product_flash_attention.default,
    torch.ops.aten._scaled_dot_product_efficient_attention.default,
}


def _selective_policy(ctx, op, *args, **kwargs):
    return CheckpointPolicy.MUST_SAVE if op in _SAVE_OPS else CheckpointPolicy.PREFER_RECOMPUTE


def apply_activation_checkpointing(model):
    """recompute=selective: keep matmul/attention outputs, recompute the cheap element-wise ops."""
    for name, block in list(model.layers.items()):
        model.layers[name] = checkpoint_wrapper(
            block,
            checkpoint_impl=CheckpointImpl.NO_REENTRANT,
            context_fn=functools.partial(create_selective_checkpoint_contexts, _selective_policy),
        )


)");
    }

    // Data parallelism.
    if (fsdp) {
        t.line("def apply_fsdp(model, dp_mesh{}):", ep ? ", edp_mesh" : "");
        if (s.zero == 3)
            t.line("    \"\"\"zero=3: FSDP2 full shard (parameters re-sharded after forward).\"\"\"");
        else
            t.line("    \"\"\"zero={}: FSDP2 with reshard_after_forward=False (parameters stay gathered between "
                   "forward and backward,\n"
                   "    gradients and optimizer states sharded; FSDP2 has no pure ZeRO-1 mode).\"\"\"",
                s.zero);
        t.line("    mp = MixedPrecisionPolicy(param_dtype=PARAM_DTYPE, reduce_dtype=torch.float32)");
        if (s.optimizer_offload)
            t.line("    # offload=on: FSDP2's CPUOffloadPolicy keeps sharded parameters, gradients and the optimizer "
                   "step on the host.");
        const std::string extra = s.optimizer_offload ? ", offload_policy=CPUOffloadPolicy()" : "";
        t.line("    for block in model.layers.values():");
        if (ep) {
            t.line("        for sub in block.modules():");
            t.line("            if isinstance(sub, MoE):  # expert weights differ per EP rank: shard them over the "
                   "expert-DP mesh");
            t.line("                fully_shard(sub.experts, mesh=edp_mesh, mp_policy=mp, reshard_after_forward={}{})",
                pyBool(s.zero == 3), extra);
        }
        t.line("        fully_shard(block, mesh=dp_mesh, mp_policy=mp, reshard_after_forward={}{})",
            pyBool(s.zero == 3), extra);
        t.line("    fully_shard(model, mesh=dp_mesh, mp_policy=mp, reshard_after_forward={}{})", pyBool(s.zero == 3),
            extra);
    } else {
        t.line("def apply_ddp(model, dp_mesh):");
        t.line("    \"\"\"zero=0: plain data parallelism (DDP via the composable replicate API).\"\"\"");
        if (ep)
            t.line(
                "    # EP with DDP: expert gradients must be all-reduced over the expert-DP group only (not shown).");
        t.line("    replicate(model, device_mesh=dp_mesh, bucket_cap_mb=100)");
    }
    t.blank();
    t.blank();

    // main
    std::vector<std::string> dims, names;
    if (pp) {
        dims.push_back(std::to_string(s.pp));
        names.push_back("\"pp\"");
    }
    dims.push_back(std::to_string(f.dp));
    names.push_back("\"dp\"");
    if (cp) {
        dims.push_back(std::to_string(s.cp));
        names.push_back("\"cp\"");
    }
    if (tp) {
        dims.push_back(std::to_string(s.tp));
        names.push_back("\"tp\"");
    }

    t.line("def main():");
    t.line("    torch.{}.set_device(int(os.environ[\"LOCAL_RANK\"]))", dev.type);
    t.line("    device = torch.device(\"{0}\", torch.{0}.current_device())", dev.type);
    t.line(
        "    # Dimensions of size 1 are left out (dp is always kept); the product is the world size, {}.", f.devices);
    t.line("    mesh = init_device_mesh(\"{}\", {}, mesh_dim_names={})", dev.type, tupleOf(dims), tupleOf(names));
    t.line("    dp_mesh = mesh[\"dp\"]");
    if (cp)
        t.line("    fsdp_mesh = mesh[\"dp\", \"cp\"]._flatten(\"dp_cp\")  # parameters are replicated across cp: "
               "shard/reduce over dp x cp");
    else
        t.line("    fsdp_mesh = dp_mesh");
    if (ep) {
        const long long edp = 1LL * f.dp * s.cp * s.tp / (1LL * s.ep * etp);
        std::vector<std::string> edims, enames;
        if (pp) {
            edims.push_back(std::to_string(s.pp));
            enames.push_back("\"pp\"");
        }
        edims.push_back(std::to_string(edp));
        enames.push_back("\"edp\"");
        edims.push_back(std::to_string(s.ep));
        enames.push_back("\"ep\"");
        if (etp > 1) {
            edims.push_back(std::to_string(etp));
            enames.push_back("\"etp\"");
        }
        t.line("    # Expert layers regroup each pipeline stage's dp x cp x tp ranks as edp x ep x etp (Megatron's "
               "expert mesh).");
        t.line("    expert_mesh = init_device_mesh(\"{}\", {}, mesh_dim_names={})", dev.type, tupleOf(edims),
            tupleOf(enames));
    }
    t.line("    torch.manual_seed(1234 + dp_mesh.get_local_rank())");
    t.line("    model = build_model()");
    if (fp8)
        t.line("    convert_to_float8_training(model, module_filter_fn=lambda mod, fqn: fqn != \"lm_head\")  # "
               "precision=fp8");
    if (pp)
        t.line("    parts = pipeline_stages(model, mesh[\"pp\"].get_local_rank())");
    else
        t.line("    parts = [(0, model)]");
    t.line("    for _, part in parts:");
    if (tp)
        t.line("        apply_tensor_parallel(part, mesh[\"tp\"])");
    if (ep)
        t.line("        setup_expert_parallel(part, expert_mesh[\"ep\"])");
    if (s.recompute != Recompute::None)
        t.line("        apply_activation_checkpointing(part)");
    if (torchCompileInPlan(sc, s)) {
        // Per block, as torchtitan compiles: the evaluation priced fused norms, SwiGLU and RoPE (and FP8 casts).
        t.line("        for name, block in part.layers.named_children():  # torch.compile: fused element-wise kernels");
        t.line("            part.layers.register_module(name, torch.compile(block, fullgraph=True))");
    }
    if (fsdp)
        t.line("        apply_fsdp(part, fsdp_mesh{})", ep ? ", expert_mesh[\"edp\"]" : "");
    else
        t.line("        apply_ddp(part, fsdp_mesh)");
    t.line("        part.to_empty(device={})", s.optimizer_offload && fsdp ? "\"cpu\"" : "device");
    t.line("        with torch.no_grad():");
    t.line(
        "            part.apply(lambda mod: mod.reset_parameters() if hasattr(mod, \"reset_parameters\") else None)");
    t.line("    params = [p for _, part in parts for p in part.parameters()]");
    t.line("    optimizer = torch.optim.AdamW(params, lr=3e-4, betas=(0.9, 0.95), weight_decay=0.1)");
    t.blank();
    if (pp) {
        if (!pc.note.empty())
            t.line("    # {}", pc.note);
        t.line("    stages = [PipelineStage(part, sid, PP * STAGES_PER_RANK, device, group=mesh[\"pp\"].get_group()) "
               "for sid, part in parts]");
        t.line("    schedule = {}({}, n_microbatches=N_MICROBATCHES, loss_fn=loss_fn)", pc.cls,
            pc.multi ? "stages" : "stages[0]");
        t.line("    first = any(sid == 0 for sid, _ in parts)");
        t.line("    last = any(sid == PP * STAGES_PER_RANK - 1 for sid, _ in parts)");
    }
    t.line("    local_batch = GLOBAL_BATCH // DP  # sequences per data-parallel replica per step");
    t.line("    for step in range(STEPS):");
    t.line("        data = torch.randint(0, VOCAB, (local_batch, SEQ_LEN + 1), device=device)  # replace with your "
           "loader");
    t.line("        tokens, labels = data[:, :-1].contiguous(), data[:, 1:].contiguous()");
    t.line("        optimizer.zero_grad()");
    if (cp) {
        t.line("        # Context parallelism: shards the sequence dim of these buffers over cp and runs ring "
               "attention in SDPA");
        t.line("        # (add your RoPE cos/sin buffers here too, sequence dim as in buffer_seq_dims).");
        t.line("        cp_ctx = context_parallel(mesh[\"cp\"], buffers=[tokens, labels], buffer_seq_dims=[1, 1],");
        t.line("                                  no_restore_buffers={{tokens, labels}})");
    } else {
        t.line("        cp_ctx = nullcontext()");
    }
    const std::string autocast = fsdp ? "" : "torch.autocast(\"" + dev.type + "\", dtype=PARAM_DTYPE), ";
    t.line("        with {}cp_ctx:", autocast);
    if (pp) {
        t.line("            losses = []");
        t.line("            if first:");
        t.line("                schedule.step(tokens, target=labels if last else None, losses=losses)");
        t.line("            elif last:");
        t.line("                schedule.step(target=labels, losses=losses)");
        t.line("            else:");
        t.line("                schedule.step()");
    } else {
        t.line("            for mb_tokens, mb_labels in zip(tokens.split(MICRO_BATCH), labels.split(MICRO_BATCH)):");
        t.line("                loss = loss_fn(model(mb_tokens), mb_labels) / N_MICROBATCHES");
        t.line("                loss.backward()");
    }
    t.line("        torch.nn.utils.clip_grad_norm_(params, max_norm=1.0)");
    t.line("        optimizer.step()");
    t.line("    dist.destroy_process_group()");
    t.blank();
    t.blank();
    t.line("if __name__ == \"__main__\":");
    t.line("    main()");
    return t.str();
}

} // namespace psa::codegen
