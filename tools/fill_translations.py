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
    "no recompute": "不重计算",
    "full recompute": "完全重计算",
    "%1 · %2 stages · first %3 of %4 micro-batches · bubble %5 (this excerpt: %6)": "%1 · %2 个阶段 · %4 个微批次中的前 %3 个 · 气泡率 %5（本片段：%6）",
    "Also try FP8 (off: FP8 only when chosen as the precision)": "同时尝试 FP8（关闭：仅在精度选为 FP8 时使用）",
    "Device default (Megatron-LM; MindSpeed on Ascend)": "设备默认（Megatron-LM；昇腾上为 MindSpeed）",
    "The framework to plan for: the search proposes only layouts it can run, and the launch code runs them": "规划所用的框架：搜索只给出它能运行的布局，启动代码运行的正是这些布局",
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
    "compute %1 · optimizer on host %2": "计算 %1 · 主机端优化器 %2",
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
    # ---- calibration profile: dialog, manager, scatter chart, error bars (psa, psa::ui::*)
    "Tokens/s per device": "每设备 token/s",
    "TFLOP/s per device": "每设备 TFLOP/s",
    "%1 ± %2": "%1 ± %2",
    "%1 ± %2 M tok/s": "%1 ± %2 M token/s",
    "%1 ± %2 k tok/s": "%1 ± %2 k token/s",
    "%1 ± %2 tok/s": "%1 ± %2 token/s",
    "%1 ± %2 GiB": "%1 ± %2 GiB",
    "not evaluated": "未评估",
    "does not fit: %1 over": "放不下：超出 %1",
    "risky: %1 headroom, below the memory model's %2 error (90th percentile)": "有风险：余量 %1，低于显存模型误差 %2（第 90 百分位）",
    "fits with %1 headroom (risky below %2)": "可容纳，余量 %1（低于 %2 有风险）",
    "Calibration Profile": "校准配置",
    "Browse…": "浏览…",
    "Profile:": "校准配置：",
    "a profile written by “psa calibrate -o FILE”": "由“psa calibrate -o FILE”写出的校准配置",
    "Runs (optional):": "运行记录（可选）：",
    "measured runs in the published-runs.json format, to compare errors": "published-runs.json 格式的实测运行记录，用于比较误差",
    "Error of:": "误差指标：",
    "Source": "来源",
    "Runs": "运行数",
    "Built-in\nmedian": "内置\n中位数",
    "Built-in\n90th pct.": "内置\n第 90 百分位",
    "Loaded\nmedian": "已加载\n中位数",
    "Loaded\n90th pct.": "已加载\n第 90 百分位",
    "Constant": "常量",
    "Built-in": "内置",
    "Loaded": "已加载",
    "|predicted ÷ measured − 1| over the runs of each source that publish this metric (as `psa validate` prints it)":
        "|预测值 ÷ 实测值 − 1|，统计每个来源中公布了该指标的运行（与 `psa validate` 的输出一致）",
    "Error by source": "各来源的误差",
    "Constants": "常量",
    "Predicted against measured": "预测值与实测值对比",
    "Reset to Built-in": "恢复为内置",
    "Use the profile shipped with the application again": "重新使用应用程序自带的校准配置",
    "Apply": "应用",
    "Use the loaded profile for the analysis (re-runs it)": "在分析中使用已加载的校准配置（重新运行分析）",
    "%1 is not a usable calibration profile: %2 Nothing was changed.": "%1 不是可用的校准配置：%2 未做任何更改。",
    "%1 is not a usable runs file: %2 Nothing was changed.": "%1 不是可用的运行记录文件：%2 未做任何更改。",
    "%1 holds no run with enough architecture and layout to evaluate. Nothing was changed.":
        "%1 中没有一条运行记录带有足够的架构和布局信息可供评估。未做任何更改。",
    "Load Calibration Profile": "加载校准配置",
    "Profiles (*.json);;All files (*)": "校准配置 (*.json);;所有文件 (*)",
    "Load Measured Runs": "加载实测运行记录",
    "Runs (*.json);;All files (*)": "运行记录 (*.json);;所有文件 (*)",
    "<b>%1</b>%2<br>Error bars: throughput ± %3 (90th percentile %4), memory ± %5 (90th percentile %6) — built-in: "
    "throughput ± %7, memory ± %8.":
        "<b>%1</b>%2<br>误差范围：吞吐量 ± %3（第 90 百分位 %4），显存 ± %5（第 90 百分位 %6）— 内置：吞吐量 ± %7，显存 ± %8。",
    "No profile loaded; the analysis uses the built-in profile.": "未加载校准配置；分析使用内置校准配置。",
    "Load a runs file to compare the errors.": "加载运行记录文件以比较误差。",
    "Load a profile and a runs file to compare the errors.": "加载校准配置和运行记录文件以比较误差。",
    "all": "全部",
    "The calibration profile %1 could not be loaded (%2); using the built-in profile.": "无法加载校准配置 %1（%2）；改用内置校准配置。",
    "Profile: %1": "校准配置：%1",
    "The built-in calibration profile (Settings → Calibration Profile… to change it)": "内置校准配置（在“设置 → 校准配置…”中更改）",
    "Calibration profile from %1": "来自 %1 的校准配置",
    "y = x": "y = x",
    "± median error": "± 误差中位数",
    "Each point is one run: measured (x) against predicted (y). Hollow: the built-in profile; filled: the loaded one. "
    "Dashed: ± the loaded profile's median error around y = x.":
        "每个点代表一次运行：实测值（x）对预测值（y）。空心：内置校准配置；实心：已加载的校准配置。"
        "虚线：y = x 两侧 ± 已加载校准配置的误差中位数。",
    "Measured": "实测",
    "Predicted": "预测",
    "Measured %1": "实测 %1",
    "Predicted %1": "预测 %1",
    "± %1": "± %1",
    "&Settings": "设置(&S)",
    "&Calibration Profile…": "校准配置(&C)…",
    "Usable (− headroom)": "可用（− 预留余量）",
    "± model error": "± 模型误差",
    "Other": "其他",
    "%1 · activations %2": "%1 · 激活值 %2",
    "± values are the cross-validated median errors of the calibration profile “%1”: each source of its calibration runs predicted by a fit that left it out (Settings → Calibration Profile…).":
        "± 值为校准配置“%1”的交叉验证误差中位数：其校准运行的每个来源都由不含该来源的拟合来预测（设置 → 校准配置…）。",
    # ---- PDF report (psa::ui::PdfReport)
    "page %1 / %2": "第 %1 页 / 共 %2 页",
    "the PDF could not be produced": "无法生成 PDF",
    "PARALLEL STRATEGY PLAN": "并行策略方案",
    "on %1 × %2": "%1 × %2",
    "Sequence length %1 · global batch %2 sequences · %3": "序列长度 %1 · 全局批次 %2 条序列 · %3",
    "Recommended layout": "推荐布局",
    "Memory / device": "每设备显存",
    "of %1 · %2 used": "共 %1 · 已用 %2",
    "%1 per device · step %2": "每设备 %1 · 每步 %2",
    "Memory: %1. Error bars from the calibration: throughput and MFU ± %2, memory ± %3 (median relative error).":
        "显存：%1。误差范围来自校准：吞吐量和 MFU ± %2，显存 ± %3（相对误差中位数）。",
    "No strategy fits this cluster; see section 2.": "没有能放进此集群的策略；见第 2 节。",
    "%1 layers, hidden %2, %3 heads (%4 KV), FFN %5, vocabulary %6": "%1 层，隐藏维度 %2，%3 个注意力头（%4 个 KV 头），FFN %5，词表 %6",
    "; MoE %1 experts, top-%2": "；MoE %1 个专家，top-%2",
    "Scenario": "场景",
    "%1 (%2), %3 parameters": "%1（%2），%3 参数",
    "Architecture": "架构",
    "Cluster": "集群",
    "%1 × %2 in %3 nodes of %4": "%1 × %2，%3 个节点，每节点 %4 个",
    "Device": "设备",
    "%1 GiB, %2 TFLOP/s BF16%3, scale-up %4 GB/s, scale-out %5 GB/s per device":
        "%1 GiB，BF16 %2 TFLOP/s%3，每设备节点内互联 %4 GB/s、节点间 %5 GB/s",
    ", %1 FP8": "，FP8 %1",
    "sequence length %1, global batch %2 sequences, %3": "序列长度 %1，全局批次 %2 条序列，%3",
    "Calibration profile": "校准配置",
    "%1 — cross-validated median error: throughput ± %2, memory ± %3": "%1 — 交叉验证误差中位数：吞吐量 ± %2，显存 ± %3",
    "Device uncertainty": "设备数据的不确定性",
    "none (figures from the vendor's data sheet)": "无（数据来自厂商规格书）",
    "Model uncertainty": "模型数据的不确定性",
    "Generated": "生成时间",
    "%1 by Parallel Strategy Analyzer %2": "%1，由并行策略分析器 %2 生成",
    "Contents": "目录",
    "Memory per device: recommendation and alternatives": "每设备显存：推荐策略与备选方案",
    "Stacked per-device memory on the worst pipeline stage; solid line: device capacity, dashed: usable memory after the %1 headroom.":
        "最差流水线阶段上每设备显存的堆叠图；实线：设备容量，虚线：扣除 %1 预留余量后的可用显存。",
    "Serial communication time per dimension: the solid part is exposed on the critical path, the hatched part is hidden by overlap with compute.":
        "各并行维度的串行通信时间：实心部分暴露在关键路径上，斜线部分被与计算的重叠隐藏。",
    "Pipeline bubble vs micro-batches (%1 stages)": "流水线气泡率与微批次数（%1 级）",
    "Bubble as a share of compute for each schedule; the marker is the recommendation (%1, %2 micro-batches).":
        "各调度方式下气泡占计算时间的比例；标记点为推荐策略（%1，%2 个微批次）。",
    "Throughput vs memory for every valid layout": "每个有效布局的吞吐量与显存",
    "Each point is one valid layout (%1 evaluated); grey points do not fit. The line is the Pareto front; the highlighted point is the recommendation.":
        "每个点代表一个有效布局（共评估 %1 个）；灰色点放不下。折线为帕累托前沿；高亮点为推荐策略。",
    "%1. Comparison of pinned strategies": "%1. 已固定策略的对比",
    "metric": "指标",
    "Fits in memory": "显存可容纳",
    "dimension": "维度",
    "%1 exposed / serial": "%1 暴露 / 串行",
    "Communication per step and dimension (exposed on the critical path / serial time):": "每步各维度的通信（关键路径上暴露的时间 / 串行时间）：",
    "Memory per device of the pinned strategies": "已固定策略的每设备显存",
    "Same components and lines as the memory chart of section 4.": "组成部分与参考线同第 4 节的显存图。",
    "%1. Assumptions and calibration": "%1. 假设与校准",
    "Every estimate comes from the analytical cost model calibrated against published training runs. The calibration profile “%1” was used; its median relative error on those runs is the error bar shown with every figure: throughput and MFU ± %2, memory ± %3.":
        "所有估计都来自按公开训练运行校准的解析代价模型。本报告使用校准配置“%1”；它在这些运行上的相对误差中位数即每个数字旁的误差范围：吞吐量和 MFU ± %2，显存 ± %3。",
    "constant": "常量",
    "value": "数值",
    "unit": "单位",
    "meaning": "含义",
    "source": "来源",
    "%1: %2": "%1：%2",
    "Uncertainty flags: none for this device and model.": "不确定性标记：此设备和模型均无。",
    "Uncertainty flags of the inputs:": "输入数据的不确定性标记：",
    "Device figures: %1": "设备数据：%1",
    "PDF export needs a QApplication": "导出 PDF 需要 QApplication",
    "Parallel Strategy Analyzer %1 · %2": "并行策略分析器 %1 · %2",
    "Parallel strategy plan": "并行策略方案",
    "the PDF could not be written": "无法写入 PDF",
    # ---- constraints form: parallel degrees, recomputation; Pareto colouring
    "Parallel degrees": "并行度",
    "DP:": "DP：",
    "TP:": "TP：",
    "PP:": "PP：",
    "CP:": "CP：",
    "EP:": "EP：",
    "Virtual stages:": "虚拟阶段：",
    "Micro-batch:": "微批次：",
    "ZeRO stage:": "ZeRO 阶段：",
    "data-parallel degree": "数据并行度",
    "tensor-parallel degree": "张量并行度",
    "pipeline stages": "流水线阶段数",
    "context-parallel degree": "上下文并行度",
    "expert-parallel degree": "专家并行度",
    "virtual pipeline stages per device (interleaved schedule)": "每设备的虚拟流水线阶段数（交错式调度）",
    "micro-batch size in sequences": "微批次大小（序列数）",
    "ZeRO / FSDP stage (0–3)": "ZeRO / FSDP 阶段（0–3）",
    "Fix or bound the %1: N, MIN..MAX, or a list A,B,C. Empty = any value the rules allow.":
        "固定或限定%1：N、MIN..MAX 或列表 A,B,C。留空 = 规则允许的任意值。",
    "Allowed activation recomputation": "允许的激活重计算方式",
    "None": "无",
    "Selective": "选择性",
    "Full": "完全",
    "Recomputation modes the search may pick; none checked is treated as all": "搜索可选用的重计算方式；全不勾选视为全部允许",
    "ZeRO stages are 0 to 3": "ZeRO 阶段为 0 到 3",
    "fit": "可容纳",
    "schedule": "调度",
    "Colour the candidates by whether they fit, or by one dimension of the strategy": "按是否可容纳或按策略的某一维度为候选策略着色",
    "Colour by:": "着色依据：",
    # ---- comparison charts, pipeline timeline
    "Pipeline bubble of the pinned strategies": "已固定策略的流水线气泡",
    "Each pinned strategy's bubble against the number of micro-batches for its schedule and pipeline depth; the marker is "
    "its own micro-batch count (cost model §6)":
        "每个已固定策略的气泡率随微批次数的变化（按其调度方式和流水线深度）；标记点为它自身的微批次数（代价模型 §6）",
    "Exposed communication per step (s)": "每步暴露的通信时间（秒）",
    "Exposed communication per dimension": "各维度暴露的通信时间",
    "Communication time per step that is not hidden behind compute, per dimension, for each pinned strategy":
        "每个已固定策略在各维度上每步未被计算隐藏的通信时间",
    "Forward (F), backward (B) and, for zero-bubble schedules, weight-gradient (W) blocks per pipeline stage, as the cost "
    "model schedules them: a backward pass takes twice a forward pass (B and W one each). Hatched blocks belong to a rank's "
    "later model chunk (interleaved chunks, ZB-V's way back, DualPipe's second direction). Gaps are the bubble (cost model §6).":
        "每个流水线阶段的前向（F）、反向（B）以及零气泡调度中的权重梯度（W）块，按代价模型的调度排列：反向耗时为前向的两倍"
        "（B 和 W 各占一份）。斜线块属于该 rank 的后一个模型分块（交错分块、ZB-V 的回程、DualPipe 的第二方向）。"
        "空隙即气泡（代价模型 §6）。",
    "%1 · %2 stages · first %3 of %4 micro-batches · bubble %5 (formula: %6)": "%1 · %2 级 · %4 个微批次中的前 %3 个 · 气泡率 %5（公式：%6）",
    " · simulated with %1 stages": " · 按 %1 级模拟",
    " · first %1 stages drawn": " · 绘出前 %1 级",
    "F": "F",
    "B": "B",
    "W": "W",
    # ---- core/report/comparison_report.cpp (psa compare)
    "Comparison: {} on {} × {}": "对比：{}，{} × {}",
    "strategy": "策略",
    "memory GiB": "显存 GiB",
    "bubble": "气泡率",
    "comm": "通信",
    "tokens/s/dev": "token/s/设备",
    "fits": "可容纳",
    "invalid: {}": "无效：{}",
    "NO": "否",
    "Verdict: {} ({}) is the fastest of the strategies that fit: {:.0f} tokens/s.": "结论：{}（{}）是可容纳的策略中最快的：{:.0f} token/s。",
    "Verdict: none of the strategies is valid and fits in memory.": "结论：没有一个策略既有效又能放入显存。",
    # ---- core/report/diagnosis_report.cpp (psa diagnose)
    "Diagnosis: {} on {} × {}, seq {}": "诊断：{}，{} × {}，序列长度 {}",
    "The current strategy {} is not valid:": "当前策略 {} 无效：",
    "Current: {} on {} devices": "当前：{}，{} 个设备",
    "Memory per device {:.1f} GiB of {:.0f} GiB: params {:.1f}, grads {:.1f}, optimizer {:.1f}, activations {:.1f}, other {:.1f}.":
        "每设备显存 {:.1f} GiB / {:.0f} GiB：参数 {:.1f}，梯度 {:.1f}，优化器状态 {:.1f}，激活值 {:.1f}，其他 {:.1f}。",
    "activations": "激活值",
    "model states (params + grads + optimizer)": "模型状态（参数 + 梯度 + 优化器状态）",
    "Why it runs out of memory: it needs {:.1f} GiB more than the device has; the largest part is {} ({:.0f} % of the total).":
        "显存不足的原因：比设备显存多需要 {:.1f} GiB；占比最大的是{}（占总量的 {:.0f} %）。",
    "The model says this fits ({:.0f} % used); an OOM would come from fragmentation or buffers beyond the model.":
        "按模型估算可以放下（已用 {:.0f} %）；若仍 OOM，原因应是显存碎片或模型之外的缓冲区。",
    "Fixes ranked by throughput": "按吞吐量排序的修复方案",
    "No single change to the current layout fits; see the best layouts below.": "对当前布局的任何单项修改都放不下；请参考下方的最佳布局。",
    "tokens/s/device": "token/s/设备",
    "({:+.1f} % per device vs current)": "（每设备较当前 {:+.1f} %）",
    "Best layouts from the full search": "完整搜索得到的最佳布局",
    "Nothing fits on {} devices.": "{} 个设备上没有可容纳的布局。",
    "It fits from {} devices.": "从 {} 个设备起可以容纳。",
    "Diagnosis": "诊断",
    "Why the current strategy runs out of memory, the single changes that fit (fastest first) and the best layouts of the search — the same report as psa diagnose":
        "当前策略显存不足的原因、可放下的单项修改（按速度排序）以及搜索得到的最佳布局——与 psa diagnose 的报告相同",
    # ---- ui/session/autosave.cpp, crash recovery and query intents (ui/views/main_window.cpp)
    "cannot create the autosave folder %1": "无法创建自动保存文件夹 %1",
    "cannot lock %1": "无法锁定 %1",
    "an untitled scenario": "未命名场景",
    "Recover unsaved changes?": "恢复未保存的更改？",
    "Parallel Strategy Analyzer did not close normally. Unsaved changes to %1 were autosaved at %2.\n\nRecover them? (No deletes the autosave.)":
        "并行策略分析器上次未正常关闭。%1 的未保存更改已于 %2 自动保存。\n\n是否恢复？（选择“否”将删除自动保存。）",
    "Cannot recover": "无法恢复",
    "The autosave %1 could not be read and was left in place.\n\n%2": "无法读取自动保存文件 %1，已保留原文件。\n\n%2",
    "Recovered unsaved changes from %1": "已恢复 %1 的未保存更改",
    "the strategy covers %1 of %2 devices; diagnosing it on %1": "该策略覆盖 %2 个设备中的 %1 个；按 %1 个设备诊断",
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


# ---- texts of psa_core (reports, rule reasons, verdicts), by context.  fmt placeholders ({}, {:.1f},
# {:>14}) must stay exactly as in the source, in the same order (check_entry checks it).
CORE = {
    "psa::Collective": {
        "AllGather+ReduceScatter (SP)": "AllGather+ReduceScatter（SP）",
        "AllReduce": "AllReduce",
        "ring send/recv (p2p)": "环形 send/recv（点对点）",
        "AlltoAll + ETP AllGather/ReduceScatter": "AlltoAll + ETP AllGather/ReduceScatter",
        "AlltoAll (dispatch/combine)": "AlltoAll（分发/合并）",
        "ReduceScatter+AllGather": "ReduceScatter+AllGather",
        "AllGather×2+ReduceScatter per micro-batch": "每个微批次 AllGather×2+ReduceScatter",
        "send/recv (p2p)": "send/recv（点对点）",
    },
    "psa::Report": {
        "Planned for:": "规划框架：",
        "micro-batches {}  MFU {} of the FP8 peak ({:.1f} % of the BF16 peak)  HFU {:.1f} % (BF16 peak)  {:.0f} TFLOP/s per device": "微批次 {}  MFU 为 FP8 峰值的 {}（BF16 峰值的 {:.1f} %）  HFU {:.1f} %（BF16 峰值）  每设备 {:.0f} TFLOP/s",
        "it is also the fastest, and none of the tied candidates is preferred over it (memory margin, framework defaults, fewer dimensions, scale-out traffic)": "它同时也是最快的，且没有并列候选在显存余量、框架默认设置、更少的并行维度或跨节点通信上优于它",
        "it keeps more free memory than the memory model's 90th-percentile error ({:.0f} %); the fastest ({}) does not": "它保留的空闲显存多于显存模型误差的第 90 百分位（{:.0f} %）；最快的方案（{}）则没有",
        "it keeps to the framework's established defaults (1F1B/interleaved, its usual ZeRO level and none above it with PP, no CP below 16K tokens, no full recompute, no offload, TP inside the scale-up domain): {} departure(s) against {} for the fastest ({})": "它遵循框架的成熟默认设置（1F1B/交错调度、常用的 ZeRO 级别且在 PP 下不更高、16K token 以下不用 CP、不做完全重计算、不卸载、TP 不超出高速互联域）：偏离 {} 处，而最快的方案偏离 {} 处（{}）",
        "it uses fewer parallel dimensions ({} against {} for the fastest, {})": "它使用更少的并行维度（{} 个，最快的方案为 {} 个，{}）",
        "it sends less over scale-out links ({:.1f} GiB against {:.1f} GiB per step for the fastest, {})": "它跨节点链路上的通信更少（每步 {:.1f} GiB，最快的方案为 {:.1f} GiB，{}）",
        "it has the higher score (the fastest is {})": "它的得分更高（最快的方案是 {}）",
        "{} of the FP8 peak ({:.1f} % of the BF16 peak)": "FP8 峰值的 {}（BF16 峰值的 {:.1f} %）",
        "Planned for": "规划框架",
        "Ranking": "排序",
        "tied within ±{:.0f} % (the model's median throughput error) with {} candidates; picked because {}": "在 ±{:.0f} %（模型吞吐量误差中位数）内与 {} 个候选并列；选择它是因为 {}",
        "Option: with FP8": "选项：使用 FP8",
        "{:.0f} tokens/s ({:+.0f} %) with the same layout, {} — not the pick: FP8 was not asked for (--precision fp8)": "相同布局下 {:.0f} tokens/s（{:+.0f} %），{} —— 未采用：未要求 FP8（--precision fp8）",
        "does not fit": "放不下",
        # time, cost and energy to train
        "Time to train": "训练时长",
        "{} days for {} tokens ({}–{} days within the error)": "{} 天训练 {} 个 token（误差范围内 {}–{} 天）",
        "{} device-hours": "{} 设备小时",
        ", {} {} ({}–{} within the error)": "，{} {}（误差范围内 {}–{}）",
        "Cost": "成本",
        "Energy": "能耗",
        "{} MWh ({:.0f} W per device, PUE {:.2f}; accelerators only)": "{} MWh（每设备 {:.0f} W，PUE {:.2f}；仅计加速卡）",
        "not estimated: the device's power is not in the catalog (give --device-power-w)": "未估算：目录中没有该设备的功耗（请给出 --device-power-w）",
        # memory verdict, units, links
        "approximation: {}": "近似：{}",
        "not evaluated": "未评估",
        "does not fit: {:.1f} GiB over": "放不下：超出 {:.1f} GiB",
        "fits with {:.0f} % headroom — risky below {:.0f} % (the memory model's 90th-percentile error)":
            "可容纳，余量 {:.0f} % — 低于 {:.0f} %（显存模型误差的第 90 百分位）有风险",
        "fits with {:.0f} % headroom": "可容纳，余量 {:.0f} %",
        "n/a": "无",
        "scale-out": "节点间",
        "scale-up": "节点内",
        # psa evaluate
        "Scenario": "场景",
        "{} on {} × {} ({} per node), seq {} , global batch {}, {}": "{}，{} × {}（每节点 {} 个），序列长度 {}，全局批次 {}，{}",
        "note": "注意",
        "device figure — {}": "设备数据 — {}",
        "Baseline (no parallelism)": "基线（无并行）",
        "parameters": "参数",
        "{:>14} total, {} active{}": "{:>14} 总计，{} 激活{}",
        " (+{} MTP)": "（另加 {} MTP）",
        "{:>14.4g} per token, {:.4g} per step": "{:>14.4g} 每 token，{:.4g} 每步",
        "memory": "显存",
        "{:>14} = model states {} + activations {} (1 sequence)": "{:>14} = 模型状态 {} + 激活值 {}（1 条序列）",
        "bottleneck": "瓶颈",
        "activations": "激活值",
        "model states": "模型状态",
        "Strategy": "策略",
        "INVALID": "无效",
        "warning": "警告",
        "Memory per device": "每设备显存",
        "(worst pipeline stage: {})": "（最差流水线阶段：{}）",
        "gradients": "梯度",
        "optimizer": "优化器",
        "logits/loss": "logits/损失",
        "comm buffers": "通信缓冲区",
        "framework": "框架",
        "total": "合计",
        "Communication per step": "每步通信",
        "dim": "维度",
        "collective": "集合通信",
        "group": "组大小",
        "volume": "通信量",
        "time": "时间",
        "exposed": "暴露",
        "link": "链路",
        "Time per step": "每步时间",
        "compute {} + bubble {} ({:.1f} % of compute, {}) + exposed comm {} + optimizer {} = {}":
            "计算 {} + 气泡 {}（占计算的 {:.1f} %，{}）+ 暴露通信 {} + 优化器 {} = {}",
        "micro-batches {}  MFU {}  HFU {:.1f} %  {:.0f} TFLOP/s per device": "微批次 {}  MFU {}  HFU {:.1f} %  每设备 {:.0f} TFLOP/s",
        "throughput {} tokens/s ({:.0f} per device)": "吞吐量 {} token/s（每设备 {:.0f}）",
        "error bars: cross-validated median errors of profile '{}' (each source predicted by a fit without it)":
            "误差范围：校准配置“{}”的交叉验证误差中位数（每个来源由不含它的拟合预测）",
        "profile: {}": "校准配置：{}",
        # plan report (psa analyze, the PDF body)
        "optimizer offload": "优化器卸载",
        "device figure: {}": "设备数据：{}",
        "search bounded at {} candidates: later layouts (larger tp, pp, cp, ep) were not evaluated; "
        "narrow the constraints to search them":
            "搜索上限为 {} 个候选：之后的布局（更大的 tp、pp、cp、ep）未评估；收窄约束条件即可搜索它们",
        "activation checkpointing: recompute={}": "激活检查点：recompute={}",
        "FSDP full shard (ZeRO-3)": "FSDP 完全分片（ZeRO-3）",
        "ZeRO-1 (distributed optimizer)": "ZeRO-1（分布式优化器）",
        "optimizer CPU offload": "优化器卸载到 CPU",
        "no optimizer offload": "不卸载优化器",
        "micro-batch size 1": "微批次大小 1",
        "Parallel strategy plan: {} on {} × {}": "并行策略方案：{}，{} × {}",
        "1. Global baseline (no parallelism)": "1. 全局基线（无并行）",
        "quantity": "指标",
        "value": "数值",
        "parameters (total / active)": "参数量（总计 / 激活）",
        "model FLOPs per token (training)": "每 token 模型 FLOPs（训练）",
        "FLOPs per step": "每步 FLOPs",
        "{:.4g} (global batch {} × seq {})": "{:.4g}（全局批次 {} × 序列长度 {}）",
        "model states (params + grads + Adam)": "模型状态（参数 + 梯度 + Adam）",
        "activations (one sequence, no recompute)": "激活值（一条序列，无重计算）",
        "total on one device": "单设备合计",
        "device memory": "设备显存",
        "Bottleneck: {}. {}": "瓶颈：{}。{}",
        "Sequence/context parallelism and recompute matter most.": "序列并行/上下文并行和重计算最为关键。",
        "Sharding the weights and optimizer (TP/PP/ZeRO) matters most.": "对权重和优化器状态分片（TP/PP/ZeRO）最为关键。",
        "2. Strategy summary": "2. 策略摘要",
        "No valid strategy for {} devices: every layout breaks a hard rule (cost-model §7).":
            "{} 个设备上没有有效策略：每种布局都违反了某条硬性规则（代价模型 §7）。",
        "rule": "规则",
        "layouts removed": "排除的布局数",
        "Nearest device counts with valid layouts: {}.": "存在有效布局的最近设备数：{}。",
        "{} valid layouts, but none fits in {:.0f} GiB with the memory headroom.":
            "共有 {} 个有效布局，但保留显存余量后没有一个能放进 {:.0f} GiB。",
        "The model fits from {} devices ({}).": "模型从 {} 个设备（{}）起可以放下。",
        "No device count up to the search limit makes it fit.": "在搜索上限内，没有任何设备数能放下该模型。",
        "Recommended": "推荐策略",
        "Memory/device": "每设备显存",
        "Bubble": "气泡率",
        "Communication overhead": "通信开销",
        "{} of step time exposed": "占步时间 {}（未被重叠）",
        "MFU estimate": "MFU 估计",
        "Throughput": "吞吐量",
        "{} tokens/s ({:.0f} per device), step {}": "{} token/s（每设备 {:.0f}），每步 {}",
        "Search": "搜索",
        "{} layouts enumerated, {} valid, {} fit; {:.0f} ms on {} threads": "枚举 {} 个布局，{} 个有效，{} 个可容纳；用时 {:.0f} 毫秒，{} 个线程",
        "3. DeviceMesh and launch code ({})": "3. DeviceMesh 与启动代码（{}）",
        "4. Post-sharding memory per device (pipeline stage {})": "4. 分片后的每设备显存（流水线阶段 {}）",
        "component": "组成部分",
        "share": "占比",
        "optimizer states": "优化器状态",
        "logits / loss": "logits / 损失",
        "communication buffers": "通信缓冲区",
        "framework (context, workspace, fragmentation)": "框架（上下文、工作区、碎片）",
        "Capacity {:.0f} GiB; headroom left {:.1f} GiB.": "容量 {:.0f} GiB；剩余余量 {:.1f} GiB。",
        "5. Communication per dimension (per step)": "5. 各并行维度的通信（每步）",
        "operations": "操作",
        "volume GiB": "通信量 GiB",
        "overlap": "重叠",
        "No collective communication: a single device per replica and no data parallelism.":
            "没有集合通信：每个副本只有一个设备，也没有数据并行。",
        "6. Pipeline bubble": "6. 流水线气泡",
        "No pipeline parallelism (pp = 1): no bubble.": "没有流水线并行（pp = 1）：没有气泡。",
        "{} micro-batches over {} stages; bubble {} of compute with {}.": "{} 个微批次，{} 个流水线阶段；气泡为计算时间的 {}（{}）。",
        "schedule": "调度",
        "bubble": "气泡率",
        "step time": "步时间",
        "memory GiB": "显存 GiB",
        "fits": "可容纳",
        "yes": "是",
        "no": "否",
        "Recommendation: {} (fastest schedule that fits).": "建议：{}（可容纳的调度中最快的）。",
        "7. Memory optimisations": "7. 显存优化",
        "change": "改动",
        "saves GiB": "节省 GiB",
        "throughput": "吞吐量",
        "No further memory lever applies to this layout.": "此布局没有其他可用的显存优化手段。",
        "8. Top alternatives": "8. 备选方案",
        "layout": "布局",
        "comm overhead": "通信开销",
        "tokens/s/device": "token/s/设备",
        "score": "得分",
        "rec.": "推荐",
        "Profile: {}. Pareto front (tokens/s vs memory): {} layouts.": "校准配置：{}。帕累托前沿（token/s 对显存）：{} 个布局。",
    },
    "psa::Search": {
        "framework: no uneven pipeline stages": "框架：不支持不均匀流水线阶段",
        "framework: no ring context parallelism": "框架：不支持环形上下文并行",
        "framework: no expert parallelism": "框架：不支持专家并行",
        "framework: no expert tensor parallelism": "框架：不支持专家张量并行",
        "constraint: tp": "约束：tp",
        "constraint: pp": "约束：pp",
        "constraint: cp": "约束：cp",
        "constraint: dp": "约束：dp",
        "constraint: ep": "约束：ep",
        "constraint: etp": "约束：etp",
        "§7.3 heads / query groups / FFN not divisible by tp": "§7.3 注意力头 / 查询组 / FFN 不能被 tp 整除",
        "§7.5 layers not divisible by pp": "§7.5 层数不能被 pp 整除",
        "§7.4 sequence not divisible by 2·cp": "§7.4 序列长度不能被 2·cp 整除",
        "§7.6 global batch not divisible by dp": "§7.6 全局批次不能被 dp 整除",
        "§7.2 experts not divisible by ep": "§7.2 专家数不能被 ep 整除",
        "§7.1 expert grid etp·ep·pp does not divide the devices": "§7.1 专家网格 etp·ep·pp 不能整除设备数",
    },
    "psa::Validity": {
        "{} has no {} pipeline schedule (it runs: {})": "{} 没有 {} 流水线调度（它支持：{}）",
        "{} offers no ZeRO-{} (levels it offers: {})": "{} 不提供 ZeRO-{}（它提供的级别：{}）",
        "{} does not combine ZeRO-{} with pipeline parallelism (at most ZeRO-{} with pp > 1)": "{} 不支持 ZeRO-{} 与流水线并行组合（pp > 1 时最多 ZeRO-{}）",
        "{} has no interleaved (virtual) pipeline stages": "{} 不支持交错（虚拟）流水线阶段",
        "{} runs at most {} virtual stages per rank": "{} 每个 rank 最多支持 {} 个虚拟阶段",
        "{} has no uneven first/last pipeline stages": "{} 不支持首尾不均匀的流水线阶段",
        "{} has no Megatron-style sequence parallelism; use sp=off": "{} 没有 Megatron 式序列并行；请使用 sp=off",
        "{} has no ring context parallelism (it offers: {})": "{} 没有环形上下文并行（它提供：{}）",
        "{} has no context parallelism": "{} 不支持上下文并行",
        "{} has no expert parallelism": "{} 不支持专家并行",
        "{} has no expert tensor parallelism (etp must be 1)": "{} 不支持专家张量并行（etp 必须为 1）",
        "{} has no FP8 training recipe": "{} 没有 FP8 训练方案",
        "{} has no optimizer CPU offload": "{} 不支持优化器 CPU 卸载",
        "the model gives an impossible {} ({}) with these calibration constants": "在这些校准常数下，模型给出了不可能的 {}（{}）",
        "{} leading dense layers do not fit a model of {} layers with MoE layers": "{} 个前置稠密层超出了共 {} 层且含 MoE 层的模型",
        "must be positive, got {}": "必须为正数，实际为 {}",
        "{} is beyond the supported maximum {}": "{} 超出了支持的最大值 {}",
        "{} KV heads exceed {} query heads": "{} 个 KV 头多于 {} 个查询头",
        "{} query heads are not a multiple of {} KV heads": "{} 个查询头不是 {} 个 KV 头的整数倍",
        "hidden {} is not divisible by {} heads; give head_dim explicitly [§7.3]": "隐藏维度 {} 不能被 {} 个注意力头整除；请显式给出 head_dim [§7.3]",
        "more than 1,000,000 experts": "专家数超过 1,000,000",
        "device '{}' has no peak TFLOP/s; give --device-tflops": "设备“{}”没有峰值 TFLOP/s；请给出 --device-tflops",
        "device memory must be positive": "设备显存必须为正数",
        "device '{}' has no FP8 support": "设备“{}”不支持 FP8",
        "must be in 1..{}, got {}": "必须在 1..{} 之间，实际为 {}",
        "must be in 0..{}, got {}": "必须在 0..{} 之间，实际为 {}",
        "ZeRO level must be 0..3, got {}": "ZeRO 级别必须为 0..3，实际为 {}",
        "{} devices are not divisible by tp·pp·cp = {}": "{} 个设备不能被 tp·pp·cp = {} 整除",
        "dp·tp·pp·cp = {}·{}·{}·{} = {} but the cluster has {} devices [§7.1]": "dp·tp·pp·cp = {}·{}·{}·{} = {}，但集群有 {} 个设备 [§7.1]",
        "ep = {} but '{}' has no experts": "ep = {}，但“{}”没有专家",
        "expert grid etp·ep·pp = {} does not divide {} devices [§7.1]": "专家网格 etp·ep·pp = {} 不能整除 {} 个设备 [§7.1]",
        "{} experts are not divisible by ep = {} [§7.2]": "{} 个专家不能被 ep = {} 整除 [§7.2]",
        "expert FFN {} is not divisible by etp = {}": "专家 FFN {} 不能被 etp = {} 整除",
        "tensor parallelism combined with expert parallelism requires sp=on [§7.7]": "张量并行与专家并行组合使用时需要 sp=on [§7.7]",
        "{} attention heads are not divisible by tp = {} [§7.3]": "{} 个注意力头不能被 tp = {} 整除 [§7.3]",
        "{} KV heads neither divide nor are divisible by tp = {} [§7.3]": "{} 个 KV 头既不能整除 tp = {}，也不能被它整除 [§7.3]",
        "FFN size {} is not divisible by tp = {}": "FFN 大小 {} 不能被 tp = {} 整除",
        "tp exceeds the vocabulary size": "tp 超过了词表大小",
        "sequence length {} is not divisible by 2·cp = {} [§7.4]": "序列长度 {} 不能被 2·cp = {} 整除 [§7.4]",
        "pp = {} exceeds the {} layers": "pp = {} 超过了 {} 层",
        "{} layers are not divisible by pp = {} (add uneven=on for uneven first/last stages) [§7.5]":
            "{} 层不能被 pp = {} 整除（加上 uneven=on 可让首/末阶段层数不均）[§7.5]",
        "{} layers per stage are not divisible by vpp = {} [§7.5]": "每阶段 {} 层不能被 vpp = {} 整除 [§7.5]",
        "virtual pipeline stages need pp > 1 [§7.5]": "虚拟流水线阶段需要 pp > 1 [§7.5]",
        "vpp = {} needs schedule=interleaved": "vpp = {} 需要 schedule=interleaved",
        "global batch {} is not divisible by mbs·dp = {}·{} [§7.6]": "全局批次 {} 不能被 mbs·dp = {}·{} 整除 [§7.6]",
        "DualPipe needs an even pp, got {} [§7.8]": "DualPipe 需要偶数的 pp，实际为 {} [§7.8]",
        "DualPipe needs an even number of micro-batches ≥ 2·pp; m = {} [§7.8]": "DualPipe 需要偶数个且 ≥ 2·pp 的微批次；m = {} [§7.8]",
        "ZB-V needs an even number of layers per stage [§7.8]": "ZB-V 需要每阶段的层数为偶数 [§7.8]",
        "schedule {} needs pp > 1": "调度 {} 需要 pp > 1",
        "optimizer offload is modelled with ZeRO levels 0–2 only": "优化器卸载只对 ZeRO 级别 0–2 建模",
        "tp = {} spans beyond the {}-device scale-up domain [§7 soft: tp ≤ g]": "tp = {} 超出了 {} 个设备的节点内互联域 [§7 软规则：tp ≤ g]",
        "ep·etp = {} exceeds the {}-device scale-up domain: all-to-all crosses the NIC [MLM-MOE Guideline 2]":
            "ep·etp = {} 超出了 {} 个设备的节点内互联域：all-to-all 要经过网卡 [MLM-MOE 准则 2]",
        "only {} micro-batches for {} pipeline stages: the pipeline never reaches steady state [§7.6]":
            "只有 {} 个微批次对应 {} 个流水线阶段：流水线无法进入稳态 [§7.6]",
        "tp > 1 without sequence parallelism keeps norm/dropout activations replicated [KOR22]":
            "tp > 1 但未开启序列并行：norm/dropout 的激活值在各设备上重复保存 [KOR22]",
        "context parallelism for a {}-token sequence; CP pays off from 8K [MLM-MOE, MLM-PG]":
            "对 {} token 的序列使用上下文并行；CP 从 8K 起才划算 [MLM-MOE, MLM-PG]",
        "pp > 2 with plain 1F1B: an interleaved schedule (vpp ≥ 2) would shrink the bubble [MLM-MOE Guideline 3]":
            "pp > 2 且使用普通 1F1B：交错式调度（vpp ≥ 2）可以减小气泡 [MLM-MOE 准则 3]",
    },
}


def lookup(context, source, comment):
    if source in CORE.get(context, {}):
        return CORE[context][source]
    if (source, comment) in BY_COMMENT:
        return BY_COMMENT[(source, comment)]
    if (context, source) in BY_CONTEXT:
        return BY_CONTEXT[(context, source)]
    return ZH.get(source)


PLACEHOLDER = re.compile(r"%(\d+|n)")
# fmt replacement fields of the core's patterns ("{}", "{:.1f}", "{:>14}"); "{{" and "}}" are literal braces.
FMT_FIELD = re.compile(r"\{\{|\}\}|\{[^{}]*\}")


def fmt_fields(text):
    return [f for f in FMT_FIELD.findall(text) if f not in ("{{", "}}")]


def check_entry(source, text):
    """Problems with a translation: placeholders must match, mnemonics must survive."""
    problems = []
    if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(text)):
        problems.append("placeholders differ")
    # The core formats the translation with the source's arguments in the source's order: its fmt
    # fields must be the same, in the same order (a mismatch would only fall back to English).
    if fmt_fields(source) != fmt_fields(text):
        problems.append("fmt fields differ")
    if FMT_FIELD.sub("", text).count("{") or FMT_FIELD.sub("", text).count("}"):
        if not FMT_FIELD.sub("", source).count("{") and not FMT_FIELD.sub("", source).count("}"):
            problems.append("unbalanced braces")
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
