#!/usr/bin/env python3
"""Fills translations/parallel-strategy-analyzer_zh_CN.ts from the reviewed English → Simplified
Chinese dictionary below (stdlib only; re-run after `cmake --build BUILD --target update_translations`).

    python3 tools/fill_translations.py            # fill, report what is missing, exit 1 if anything is
    python3 tools/fill_translations.py --check    # only report (no write)

Terms follow the usual Chinese usage in large-model training: 张量并行 (TP), 流水线并行 (PP), 数据并行 (DP),
上下文并行 (CP), 专家并行 (EP), 序列并行 (SP), 显存, 气泡率, 重计算, 优化器状态, 梯度, 激活值, 吞吐量,
微批次, 全局批大小, 序列长度, 通信开销, 帕累托前沿, 模型浮点利用率 (MFU), 算力, 节点, 设备数, 精度,
候选策略, 推荐策略, 启动代码, 对比.  Abbreviations that are also used in Chinese text as they are
(DP, TP, PP, CP, EP, VPP, MBS, ZeRO, MFU, BF16, FP8, GiB, TFLOP/s, 1F1B, LoRA, FFN, KV …) stay as they are.
Placeholders (%1 …), mnemonics (&X → "(&X)") and key sequences are kept.
"""
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS = ROOT / "translations" / "parallel-strategy-analyzer_zh_CN.ts"

# English source text → Simplified Chinese.  One entry per source text; CONTEXTUAL overrides below.
ZH = {
    # ---- app/gui/main.cpp
    "Parallel Strategy Analyzer": "并行策略分析器",
    "Plans parallel strategies for large-model training.": "为大模型训练规划并行策略。",
    "Grab every view into DIR (PNG) after the first analysis, then exit.": "首次分析完成后把每个视图截图保存到 DIR（PNG），然后退出。",
    "Ignore the saved session; start from the default scenario.": "忽略保存的会话，从默认场景开始。",
    'Start with this query, e.g. "Mixtral 8x7B on 32 H100".': '以此查询启动，例如 "Mixtral 8x7B on 32 H100"。',
    "User interface language: en or zh_CN (default: the saved setting, else the system locale).":
        "界面语言：en 或 zh_CN（默认：已保存的设置，否则跟随系统区域设置）。",
    "A .psa.json scenario to open.": "要打开的 .psa.json 场景文件。",
    "The device and model catalog could not be loaded:\n%1": "无法加载设备和模型目录：\n%1",
    # ---- palette / format / metric tooltips (context "psa")
    "Parameters": "参数",
    "Gradients": "梯度",
    "Optimizer states": "优化器状态",
    "Activations": "激活值",
    "Other (logits, buffers, framework)": "其他（logits、缓冲区、框架）",
    "%1 GiB": "%1 GiB",
    "%1 M tok/s": "%1 M token/s",
    "%1 k tok/s": "%1 k token/s",
    "%1 tok/s": "%1 token/s",
    "%1 s": "%1 秒",
    "%1 ms": "%1 毫秒",
    "%1 µs": "%1 微秒",
    "Interleaved 1F1B": "交错式 1F1B",
    "offload": "卸载",
    "Edit scenario": "编辑场景",
    "Constants:": "常量：",
    "The best-scoring strategy that fits in device memory minus the headroom (search, seed phase 7).":
        "在扣除预留余量后的显存内可容纳、且得分最高的策略（搜索，种子阶段 7）。",
    "Peak memory per device on the worst pipeline stage: parameters, gradients and optimizer states "
    "(cost model §4.1), activations of the in-flight micro-batches (§4.2, §4.3) and overheads "
    "(logits, communication buffers, framework, §4.4).":
        "最差流水线阶段上每设备的显存峰值：参数、梯度和优化器状态（代价模型 §4.1），"
        "在途微批次的激活值（§4.2、§4.3）以及额外开销（logits、通信缓冲区、框架，§4.4）。",
    "Pipeline bubble ÷ ideal compute time for the schedule, stage count and micro-batch count (cost model §6).":
        "流水线气泡 ÷ 理想计算时间，取决于调度方式、阶段数和微批次数（代价模型 §6）。",
    "Communication time left exposed after overlap with compute, summed over TP, CP, EP, DP and PP "
    "(collectives §5.1, overlap §5.2).":
        "与计算重叠之后仍暴露的通信时间，按 TP、CP、EP、DP 和 PP 求和（集合通信 §5.1，重叠 §5.2）。",
    "Model FLOPs utilisation: model FLOPs per step ÷ (step time × devices × dense BF16 peak) (cost model §3, §5.2).":
        "模型浮点利用率（MFU）：每步模型浮点运算量 ÷（步时间 × 设备数 × 稠密 BF16 峰值算力）（代价模型 §3、§5.2）。",
    "Training throughput of the whole cluster: global batch × sequence length ÷ step time (§5.2).":
        "整个集群的训练吞吐量：全局批大小 × 序列长度 ÷ 步时间（§5.2）。",
    "Time of one optimizer step: compute + bubble + exposed communication + optimizer step (§5.2, §6).":
        "一次优化器步的时间：计算 + 气泡 + 暴露的通信 + 优化器更新（§5.2、§6）。",
    "Weighted score in [0, 1]: throughput, free memory, exposed communication and bubble (weights under Constraints).":
        "[0, 1] 区间内的加权得分：吞吐量、空闲显存、暴露的通信和气泡（权重在“约束”中设置）。",
    "On the Pareto front of throughput against memory per device.": "位于吞吐量与每设备显存的帕累托前沿上。",
    "Single-device figures without any parallelism: parameters, FLOPs per token and memory (cost model §2–§4).":
        "不做任何并行时的单设备数据：参数量、每 token 浮点运算量和显存（代价模型 §2–§4）。",
    "Whether model states (parameters, gradients, optimizer) or activations dominate the single-device memory (§4).":
        "单设备显存中占主导的是模型状态（参数、梯度、优化器）还是激活值（§4）。",
    # ---- export (context psa::export)
    "the folder %1 does not exist": "文件夹 %1 不存在",
    "is a folder": "是一个文件夹",
    "unknown picture format “%1” (use .png or .svg)": "未知的图片格式“%1”（请使用 .png 或 .svg）",
    "no chart to export": "没有可导出的图表",
    "could not encode the PNG image": "无法编码 PNG 图像",
    # ---- charts
    "Micro-batches per step (m)": "每步微批次数（m）",
    "Bubble ÷ ideal compute": "气泡 ÷ 理想计算时间",
    "Selected": "已选中",
    "Pipeline of %1 stages": "%1 级流水线",
    "%1 exposed": "%1（暴露）",
    "%1 hidden": "%1（被重叠隐藏）",
    "Time per step (s) — solid: exposed, hatched: hidden by overlap": "每步时间（秒）— 实心：暴露部分，斜线：被重叠隐藏的部分",
    "Capacity": "容量",
    "Usable (capacity − headroom)": "可用（容量 − 预留余量）",
    "Memory per device (GiB)": "每设备显存（GiB）",
    "Does not fit": "放不下",
    "Fits": "可容纳",
    "Pareto front": "帕累托前沿",
    "Pinned": "已固定",
    "Usable memory": "可用显存",
    "Throughput (M tokens/s)": "吞吐量（M token/s）",
    "#%1 %2 (%3)\n%4 · %5 · MFU %6%7": "#%1 %2（%3）\n%4 · %5 · MFU %6%7",
    "\ndoes not fit": "\n放不下",
    # ---- candidate table
    "yes": "是",
    "no": "否",
    "Does not fit: needs %1 per device, but only %2 of %3 are usable (%4 headroom kept free).":
        "放不下：每设备需要 %1，但 %3 中只有 %2 可用（预留 %4 余量）。",
    "#": "#",
    "Strategy": "策略",
    "Precision": "精度",
    "DP": "DP",
    "TP": "TP",
    "PP": "PP",
    "CP": "CP",
    "EP": "EP",
    "VPP": "VPP",
    "MBS": "MBS",
    "ZeRO": "ZeRO",
    "Recompute": "重计算",
    "Schedule": "调度",
    "Memory (GiB)": "显存（GiB）",
    "Throughput": "吞吐量",
    "MFU": "MFU",
    "Bubble": "气泡率",
    "Exposed comm": "暴露通信",
    "Step time": "步时间",
    "Score": "得分",
    "Pareto": "帕累托",
    # ---- code view
    "Framework:": "框架：",
    "&Copy": "复制(&C)",
    "Copy the launch code to the clipboard": "把启动代码复制到剪贴板",
    "# No strategy selected.": "# 未选择策略。",
    # ---- compare view
    "Pin strategies from the Candidates table or the Pareto chart (Ctrl+P) to compare them here.":
        "在“候选策略”表或帕累托图中固定策略（Ctrl+P），即可在此对比。",
    "Unpin column": "取消固定此列",
    "Clear all": "全部清除",
    "Memory per device": "每设备显存",
    "Exposed communication": "暴露通信时间",
    "invalid": "无效",
    # ---- constraints form
    "any": "不限",
    "Upper bound on this degree (any = no bound)": "该并行度的上限（不限 = 无上限）",
    "Max TP:": "最大 TP：",
    "Max PP:": "最大 PP：",
    "Max CP:": "最大 CP：",
    "Max EP:": "最大 EP：",
    "Memory headroom:": "显存预留余量：",
    "Fraction of device memory kept free": "保留不用的显存比例",
    "Allow context parallelism": "允许上下文并行",
    "Allow optimizer CPU offload": "允许把优化器卸载到 CPU",
    "Allowed pipeline schedules": "允许的流水线调度",
    "Score weights": "得分权重",
    "Throughput:": "吞吐量：",
    "Free memory:": "空闲显存：",
    "Low comm:": "低通信开销：",
    "Low bubble:": "低气泡率：",
    # ---- hardware form
    "&Device:": "设备(&D)：",
    "Valid device counts: powers of two and multiples of the node size": "有效设备数：2 的幂以及节点规模的整数倍",
    "Devices:": "设备数：",
    "device default": "设备默认值",
    "Devices per node:": "每节点设备数：",
    " GiB": " GiB",
    " TFLOP/s": " TFLOP/s",
    " GB/s": " GB/s",
    "Memory:": "显存：",
    "Usable device memory (override)": "可用显存（覆盖目录值）",
    "BF16 peak:": "BF16 峰值算力：",
    "Dense BF16 peak (override)": "稠密 BF16 峰值算力（覆盖目录值）",
    "Scale-up link:": "节点内互联带宽：",
    "Per device, one direction (NVLink/HCCS…)": "每设备、单向（NVLink/HCCS…）",
    "Scale-out NIC:": "节点间网卡带宽：",
    "Per device, one direction": "每设备、单向",
    "%1 · %2 GiB · %3 TB/s HBM · BF16 %4 TFLOP/s · FP8 %5 · %6 per node, scale-up domain %7":
        "%1 · %2 GiB · HBM %3 TB/s · BF16 %4 TFLOP/s · FP8 %5 · 每节点 %6 个，超节点域 %7",
    "none": "无",
    "Uncertainty flags from the device catalog: figures that are estimated or disputed": "设备目录中的不确定性标记：估计值或存在争议的数据",
    # ---- main window
    "Analysis failed: %1": "分析失败：%1",
    "Model": "模型",
    "Hardware": "硬件",
    "Training": "训练",
    "Constraints": "约束",
    "Query": "查询",
    "Describe the run, e.g. “Mixtral 8x7B on 32 H100, seq_len 4096” and press Enter":
        "描述训练任务，例如“Mixtral 8x7B on 32 H100, seq_len 4096”，然后按回车",
    "  Query: ": "  查询：",
    "Overview": "概览",
    "Filter, e.g. “tp=8 1f1b fp8”": "筛选，例如“tp=8 1f1b fp8”",
    "Fits only": "仅显示可容纳的",
    "Pin selected": "固定所选",
    "Add the selected strategy to the comparison (Ctrl+P)": "把所选策略加入对比（Ctrl+P）",
    "Candidates": "候选策略",
    "Each point is one valid strategy. Click to select it; Ctrl+P pins the selection.": "每个点是一个有效策略。单击选中；Ctrl+P 固定所选策略。",
    "Memory": "显存",
    "Pipeline": "流水线",
    "Dim": "维度",
    "Collective": "集合通信",
    "Group": "通信组",
    "Volume / step": "每步通信量",
    "Calls": "调用次数",
    "Serial time": "串行时间",
    "Exposed": "暴露时间",
    "Crosses nodes": "跨节点",
    "Communication": "通信",
    "Code": "启动代码",
    "Compare": "对比",
    "&File": "文件(&F)",
    "&New": "新建(&N)",
    "&Open…": "打开(&O)…",
    "Open &Recent": "最近打开(&R)",
    "&Save": "保存(&S)",
    "Save &As…": "另存为(&A)…",
    "&Import Hugging Face config.json…": "导入 Hugging Face config.json(&I)…",
    "Ctrl+I": "Ctrl+I",
    "&Export Report…": "导出报告(&E)…",
    "Ctrl+E": "Ctrl+E",
    "&Quit": "退出(&Q)",
    "&Edit": "编辑(&E)",
    "&Undo": "撤销(&U)",
    "&Redo": "重做(&R)",
    "Ctrl+Shift+Z": "Ctrl+Shift+Z",
    "&Query…": "查询(&Q)…",
    "Ctrl+L": "Ctrl+L",
    "&Analysis": "分析(&A)",
    "&Run Again": "重新运行(&R)",
    "&Pin Selected Strategy": "固定所选策略(&P)",
    "Ctrl+P": "Ctrl+P",
    "&Clear Pinned": "清除已固定(&C)",
    "&View": "视图(&V)",
    "&Language": "语言(&L)",
    "&Help": "帮助(&H)",
    "&About": "关于(&A)",
    "About Parallel Strategy Analyzer": "关于并行策略分析器",
    "<h3>Parallel Strategy Analyzer %1</h3><p>Plans DP / ZeRO / TP+SP / PP / CP / EP layouts for large-model "
    "training: memory, communication, bubble, MFU and throughput, every figure traced to the cost model.</p>":
        "<h3>并行策略分析器 %1</h3><p>为大模型训练规划 DP / ZeRO / TP+SP / PP / CP / EP 并行布局："
        "显存、通信、气泡、MFU 和吞吐量，每个数字都可追溯到代价模型。</p>",
    "Language": "语言",
    "The interface language will change to %1 the next time Parallel Strategy Analyzer starts.":
        "界面语言将在下次启动并行策略分析器时切换为“%1”。",
    "System Default": "跟随系统",
    "at least one score weight must be positive": "至少要有一个得分权重为正数",
    "Input is invalid — showing the last good result. %1": "输入无效 — 显示的是上一次有效的结果。%1",
    "Updating…": "正在更新…",
    "%1 candidates (%2 fit) in %3 ms": "%1 个候选策略（%2 个可容纳），用时 %3 毫秒",
    "Communication per step — %1": "每步通信 — %1",
    "—": "—",
    "Recommended": "推荐策略",
    "Alternative %1": "备选 %1",
    "Best (does not fit)": "最优（放不下）",
    "Selected #%1": "已选 #%1",
    "Pinned %1": "已固定 %1",
    "Pinned %1 (%2 pinned)": "已固定 %1（共 %2 个）",
    "Untitled": "未命名",
    "%1[*] — Parallel Strategy Analyzer": "%1[*] — 并行策略分析器",
    "Unsaved changes": "未保存的更改",
    "The scenario has unsaved changes. Save them first?": "场景有未保存的更改。要先保存吗？",
    "Open Scenario": "打开场景",
    "Scenarios (*.psa.json);;JSON files (*.json);;All files (*)": "场景文件 (*.psa.json);;JSON 文件 (*.json);;所有文件 (*)",
    "Cannot open scenario": "无法打开场景",
    "%1\n\n%2": "%1\n\n%2",
    "Save Scenario": "保存场景",
    "Scenarios (*.psa.json)": "场景文件 (*.psa.json)",
    "Cannot save scenario": "无法保存场景",
    "Saved %1": "已保存 %1",
    "Import Hugging Face config.json": "导入 Hugging Face config.json",
    "config.json (*.json);;All files (*)": "config.json (*.json);;所有文件 (*)",
    "Import failed": "导入失败",
    "%1 could not be imported:\n\n%2": "无法导入 %1：\n\n%2",
    "Imported %1": "已导入 %1",
    "Export Report": "导出报告",
    "Markdown (*.md);;Text (*.txt);;JSON (*.json)": "Markdown (*.md);;文本 (*.txt);;JSON (*.json)",
    "Cannot export": "无法导出",
    "Nothing understood in the query.": "未能从查询中识别出任何内容。",
    "Understood: %1": "已识别：%1",
    " — not used: %1": " — 未使用：%1",
    # ---- export (File menu)
    "Export &PDF…": "导出 PDF(&P)…",
    "Ctrl+Shift+E": "Ctrl+Shift+E",
    "Export Candidates &CSV…": "导出候选策略 CSV(&C)…",
    "Export C&hart…": "导出图表(&H)…",
    "Export Chart as PNG/SVG…": "将图表导出为 PNG/SVG…",
    "%1: there is no analysis to export yet": "%1：还没有可导出的分析结果",
    "Export PDF": "导出 PDF",
    "PDF documents (*.pdf)": "PDF 文档 (*.pdf)",
    "Cannot export PDF": "无法导出 PDF",
    "Wrote %1": "已写入 %1",
    "Export Candidates": "导出候选策略",
    "CSV files (*.csv)": "CSV 文件 (*.csv)",
    "Cannot export candidates": "无法导出候选策略",
    "Export Chart": "导出图表",
    "PNG image (*.png);;SVG drawing (*.svg)": "PNG 图像 (*.png);;SVG 矢量图 (*.svg)",
    "Cannot export chart": "无法导出图表",
    # ---- model form
    "&Preset:": "预设(&P)：",
    "Start from a catalog model; type to filter": "从目录中的模型开始；输入文字可筛选",
    "auto (hidden ÷ heads)": "自动（隐藏层大小 ÷ 头数）",
    "Tied input/output embeddings": "输入/输出嵌入共享权重",
    "dense (no MoE)": "稠密（无 MoE）",
    "Layers:": "层数：",
    "Transformer layers L": "Transformer 层数 L",
    "Hidden size:": "隐藏层大小：",
    "Model width h": "模型宽度 h",
    "Attention heads:": "注意力头数：",
    "KV heads:": "KV 头数：",
    "Key/value heads (GQA); must divide the query heads": "键/值头数（GQA）；必须能整除查询头数",
    "Head dim:": "头维度：",
    "FFN size:": "FFN 大小：",
    "Dense MLP intermediate size f": "稠密 MLP 中间层大小 f",
    "Vocabulary:": "词表大小：",
    "Activation:": "激活函数：",
    "Routed experts:": "路由专家数：",
    "Mixture of experts": "混合专家（MoE）",
    "Top-k:": "Top-k：",
    "Experts per token": "每个 token 激活的专家数",
    "Shared experts:": "共享专家数：",
    "Expert FFN:": "专家 FFN 大小：",
    "Shared expert FFN:": "共享专家 FFN 大小：",
    "Leading dense layers:": "前置稠密层数：",
    "Multi-head latent attention (MLA)": "多头潜在注意力（MLA）",
    "KV LoRA rank:": "KV LoRA 秩：",
    "Q LoRA rank:": "Q LoRA 秩：",
    "QK nope dim:": "QK 非 RoPE 维度：",
    "QK rope dim:": "QK RoPE 维度：",
    "V head dim:": "V 头维度：",
    "Import Hugging Face config.json…": "导入 Hugging Face config.json…",
    "%1 (custom)": "%1（自定义）",
    "approximation: %1": "近似：%1",
    "uncertain: %1": "不确定：%1",
    # ---- overview
    "Waiting for the first analysis…": "正在等待首次分析…",
    "Recommended strategy": "推荐策略",
    "Pipeline bubble": "流水线气泡率",
    "Baseline (one device, no parallelism)": "基线（单设备，无并行）",
    "Bottleneck": "瓶颈",
    "<b>%1</b> on %2 × %3 · sequence %4 · global batch %5 — %6 layouts, %7 valid, %8 fit":
        "<b>%1</b>，%2 × %3 · 序列长度 %4 · 全局批大小 %5 — 共 %6 种布局，%7 种有效，%8 种可容纳",
    "%1 params": "%1 参数",
    "%1 active · %2 FLOPs/token · needs %3 on one device": "%1 激活参数 · 每 token %2 FLOPs · 单设备需要 %3",
    "Model states": "模型状态",
    "model states %1 · activations %2 per sequence": "模型状态 %1 · 每条序列激活值 %2",
    "Nothing fits": "没有可容纳的策略",
    "No valid layout fits in device memory; add devices or allow recompute/ZeRO-3/offload.":
        "没有任何有效布局能放进显存；请增加设备，或允许重计算/ZeRO-3/卸载。",
    "%1 · score %2 · %3 micro-batches": "%1 · 得分 %2 · %3 个微批次",
    "%1 / %2": "%1 / %2",
    "%1 used · activations %2": "已用 %1 · 激活值 %2",
    "%1 per device": "每设备 %1",
    "%1 TFLOP/s per device": "每设备 %1 TFLOP/s",
    "%1 per step, %2": "每步 %1，%2",
    "no pipeline": "无流水线",
    "%1 of the step": "占步时间的 %1",
    "compute %1 · optimizer %2": "计算 %1 · 优化器 %2",
    "device figure uncertain: %1": "设备数据不确定：%1",
    "<b>Notes</b><br>": "<b>说明</b><br>",
    # ---- pipeline timeline
    "Forward (light) and backward (dark) blocks per pipeline stage; a backward pass takes twice a forward pass. "
    "Gaps are the bubble (cost model §6).":
        "每个流水线阶段的前向（浅色）和反向（深色）块；反向耗时是前向的两倍。空隙即气泡（代价模型 §6）。",
    "%1 · %2 stages · first %3 of %4 micro-batches": "%1 · %2 级 · %4 个微批次中的前 %3 个",
    " (drawn in 1F1B order)": "（按 1F1B 顺序绘制）",
    " · first 16 stages": " · 前 16 级",
    "stage %1": "第 %1 级",
    # ---- training form
    "Sequence length on a log scale, 512 … 1M tokens": "序列长度（对数刻度），512 … 1M token",
    "Sequence length:": "序列长度：",
    "Global batch:": "全局批大小：",
    "Sequences per optimizer step": "每个优化器步的序列数",
    "Precision:": "精度：",
    "Also try FP8 where the device supports it": "设备支持时也尝试 FP8",
    "Limits the search to the features the framework offers": "把搜索限制在该框架支持的功能内",
}

# (source, disambiguation comment) → translation, where the same English word needs another Chinese one.
BY_COMMENT = {
    ("none", "recompute"): "无",
    ("selective", "recompute"): "选择性",
    ("full", "recompute"): "完全",
}
# (context, source) → translation.
BY_CONTEXT = {
    ("psa::ui::OverviewView", "Throughput"): "吞吐量",
    ("psa::ui::CompareView", "Bubble"): "气泡率",
}


def lookup(context, source, comment):
    if (source, comment) in BY_COMMENT:
        return BY_COMMENT[(source, comment)]
    if (context, source) in BY_CONTEXT:
        return BY_CONTEXT[(context, source)]
    return ZH.get(source)


PLACEHOLDER = re.compile(r"%(\d+|n)")


def check_entry(source, text):
    """Problems with a translation: placeholders must match, mnemonics must survive."""
    problems = []
    if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(text)):
        problems.append("placeholders differ")
    if re.search(r"&[^&\s]", source) and not re.search(r"&[^&\s]", text):
        problems.append("mnemonic lost")
    return problems


def main():
    check_only = "--check" in sys.argv
    tree = ET.parse(TS)
    root = tree.getroot()
    root.set("language", "zh_CN")
    root.set("sourcelanguage", "en")
    missing, bad, filled = [], [], 0
    for ctx in root.iter("context"):
        cname = ctx.findtext("name")
        for msg in ctx.iter("message"):
            source = msg.findtext("source")
            comment = msg.findtext("comment")
            tr = msg.find("translation")
            if tr is None:
                tr = ET.SubElement(msg, "translation")
            zh = lookup(cname, source, comment)
            if zh is None:
                missing.append((cname, source))
                continue
            for p in check_entry(source, zh):
                bad.append((cname, source, p))
            if msg.get("numerus") == "yes":
                for child in list(tr):
                    tr.remove(child)
                nf = ET.SubElement(tr, "numerusform")
                nf.text = zh
                tr.text = None
            else:
                tr.text = zh
            tr.attrib.pop("type", None)  # finished
            filled += 1
    for cname, source in missing:
        print(f"missing: [{cname}] {source!r}", file=sys.stderr)
    for cname, source, p in bad:
        print(f"check: [{cname}] {source!r}: {p}", file=sys.stderr)
    if not check_only:
        ET.indent(tree, space="    ")
        body = ET.tostring(root, encoding="unicode")
        TS.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    print(f"{TS.name}: {filled} translated, {len(missing)} missing, {len(bad)} to check")
    return 1 if missing or bad else 0


if __name__ == "__main__":
    sys.exit(main())
