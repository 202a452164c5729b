<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>main</name>
        <message>
            <source>Parallel Strategy Analyzer</source>
            <translation>并行策略分析器</translation>
        </message>
        <message>
            <source>Plans parallel strategies for large-model training.</source>
            <translation>为大模型训练规划并行策略。</translation>
        </message>
        <message>
            <source>Grab every view into DIR (PNG) after the first analysis, then exit.</source>
            <translation>首次分析完成后把每个视图截图保存到 DIR（PNG），然后退出。</translation>
        </message>
        <message>
            <source>Ignore the saved session; start from the default scenario.</source>
            <translation>忽略保存的会话，从默认场景开始。</translation>
        </message>
        <message>
            <source>Start with this query, e.g. "Mixtral 8x7B on 32 H100".</source>
            <translation>以此查询启动，例如 "Mixtral 8x7B on 32 H100"。</translation>
        </message>
        <message>
            <source>User interface language: en or zh_CN (default: the saved setting, else the system locale).</source>
            <translation>界面语言：en 或 zh_CN（默认：已保存的设置，否则跟随系统区域设置）。</translation>
        </message>
        <message>
            <source>A .psa.json scenario to open.</source>
            <translation>要打开的 .psa.json 场景文件。</translation>
        </message>
        <message>
            <source>The device and model catalog could not be loaded:
%1</source>
            <translation>无法加载设备和模型目录：
%1</translation>
        </message>
    </context>
    <context>
        <name>psa</name>
        <message>
            <source>Parameters</source>
            <translation>参数</translation>
        </message>
        <message>
            <source>Gradients</source>
            <translation>梯度</translation>
        </message>
        <message>
            <source>Optimizer states</source>
            <translation>优化器状态</translation>
        </message>
        <message>
            <source>Activations</source>
            <translation>激活值</translation>
        </message>
        <message>
            <source>Other (logits, buffers, framework)</source>
            <translation>其他（logits、缓冲区、框架）</translation>
        </message>
        <message>
            <source>%1 GiB</source>
            <translation>%1 GiB</translation>
        </message>
        <message>
            <source>%1 M tok/s</source>
            <translation>%1 M token/s</translation>
        </message>
        <message>
            <source>%1 k tok/s</source>
            <translation>%1 k token/s</translation>
        </message>
        <message>
            <source>%1 tok/s</source>
            <translation>%1 token/s</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <source>%1 ms</source>
            <translation>%1 毫秒</translation>
        </message>
        <message>
            <source>%1 µs</source>
            <translation>%1 微秒</translation>
        </message>
        <message>
            <source>Interleaved 1F1B</source>
            <translation>交错式 1F1B</translation>
        </message>
        <message>
            <source>none</source>
            <comment>recompute</comment>
            <translation>无</translation>
        </message>
        <message>
            <source>selective</source>
            <comment>recompute</comment>
            <translation>选择性</translation>
        </message>
        <message>
            <source>full</source>
            <comment>recompute</comment>
            <translation>完全</translation>
        </message>
        <message>
            <source>offload</source>
            <translation>卸载</translation>
        </message>
        <message>
            <source>Edit scenario</source>
            <translation>编辑场景</translation>
        </message>
        <message>
            <source>Constants:</source>
            <translation>常量：</translation>
        </message>
        <message>
            <source>The best-scoring strategy that fits in device memory minus the headroom (search, seed phase 7).</source>
            <translation>在扣除预留余量后的显存内可容纳、且得分最高的策略（搜索，种子阶段 7）。</translation>
        </message>
        <message>
            <source>Peak memory per device on the worst pipeline stage: parameters, gradients and optimizer states (cost model §4.1), activations of the in-flight micro-batches (§4.2, §4.3) and overheads (logits, communication buffers, framework, §4.4).</source>
            <translation>最差流水线阶段上每设备的显存峰值：参数、梯度和优化器状态（代价模型 §4.1），在途微批次的激活值（§4.2、§4.3）以及额外开销（logits、通信缓冲区、框架，§4.4）。</translation>
        </message>
        <message>
            <source>Pipeline bubble ÷ ideal compute time for the schedule, stage count and micro-batch count (cost model §6).</source>
            <translation>流水线气泡 ÷ 理想计算时间，取决于调度方式、阶段数和微批次数（代价模型 §6）。</translation>
        </message>
        <message>
            <source>Communication time left exposed after overlap with compute, summed over TP, CP, EP, DP and PP (collectives §5.1, overlap §5.2).</source>
            <translation>与计算重叠之后仍暴露的通信时间，按 TP、CP、EP、DP 和 PP 求和（集合通信 §5.1，重叠 §5.2）。</translation>
        </message>
        <message>
            <source>Model FLOPs utilisation: model FLOPs per step ÷ (step time × devices × dense BF16 peak) (cost model §3, §5.2).</source>
            <translation>模型浮点利用率（MFU）：每步模型浮点运算量 ÷（步时间 × 设备数 × 稠密 BF16 峰值算力）（代价模型 §3、§5.2）。</translation>
        </message>
        <message>
            <source>Training throughput of the whole cluster: global batch × sequence length ÷ step time (§5.2).</source>
            <translation>整个集群的训练吞吐量：全局批大小 × 序列长度 ÷ 步时间（§5.2）。</translation>
        </message>
        <message>
            <source>Time of one optimizer step: compute + bubble + exposed communication + optimizer step (§5.2, §6).</source>
            <translation>一次优化器步的时间：计算 + 气泡 + 暴露的通信 + 优化器更新（§5.2、§6）。</translation>
        </message>
        <message>
            <source>Weighted score in [0, 1]: throughput, free memory, exposed communication and bubble (weights under Constraints).</source>
            <translation>[0, 1] 区间内的加权得分：吞吐量、空闲显存、暴露的通信和气泡（权重在“约束”中设置）。</translation>
        </message>
        <message>
            <source>On the Pareto front of throughput against memory per device.</source>
            <translation>位于吞吐量与每设备显存的帕累托前沿上。</translation>
        </message>
        <message>
            <source>Single-device figures without any parallelism: parameters, FLOPs per token and memory (cost model §2–§4).</source>
            <translation>不做任何并行时的单设备数据：参数量、每 token 浮点运算量和显存（代价模型 §2–§4）。</translation>
        </message>
        <message>
            <source>Whether model states (parameters, gradients, optimizer) or activations dominate the single-device memory (§4).</source>
            <translation>单设备显存中占主导的是模型状态（参数、梯度、优化器）还是激活值（§4）。</translation>
        </message>
    </context>
    <context>
        <name>psa::export</name>
        <message>
            <source>the folder %1 does not exist</source>
            <translation>文件夹 %1 不存在</translation>
        </message>
        <message>
            <source>is a folder</source>
            <translation>是一个文件夹</translation>
        </message>
        <message>
            <source>unknown picture format “%1” (use .png or .svg)</source>
            <translation>未知的图片格式“%1”（请使用 .png 或 .svg）</translation>
        </message>
        <message>
            <source>no chart to export</source>
            <translation>没有可导出的图表</translation>
        </message>
        <message>
            <source>could not encode the PNG image</source>
            <translation>无法编码 PNG 图像</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::BubbleChart</name>
        <message>
            <source>Micro-batches per step (m)</source>
            <translation>每步微批次数（m）</translation>
        </message>
        <message>
            <source>Bubble ÷ ideal compute</source>
            <translation>气泡 ÷ 理想计算时间</translation>
        </message>
        <message>
            <source>Selected</source>
            <translation>已选中</translation>
        </message>
        <message>
            <source>Pipeline of %1 stages</source>
            <translation>%1 级流水线</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::CandidateTableModel</name>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
        <message>
            <source>Does not fit: needs %1 per device, but only %2 of %3 are usable (%4 headroom kept free).</source>
            <translation>放不下：每设备需要 %1，但 %3 中只有 %2 可用（预留 %4 余量）。</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Strategy</source>
            <translation>策略</translation>
        </message>
        <message>
            <source>Precision</source>
            <translation>精度</translation>
        </message>
        <message>
            <source>DP</source>
            <translation>DP</translation>
        </message>
        <message>
            <source>TP</source>
            <translation>TP</translation>
        </message>
        <message>
            <source>PP</source>
            <translation>PP</translation>
        </message>
        <message>
            <source>CP</source>
            <translation>CP</translation>
        </message>
        <message>
            <source>EP</source>
            <translation>EP</translation>
        </message>
        <message>
            <source>VPP</source>
            <translation>VPP</translation>
        </message>
        <message>
            <source>MBS</source>
            <translation>MBS</translation>
        </message>
        <message>
            <source>ZeRO</source>
            <translation>ZeRO</translation>
        </message>
        <message>
            <source>Recompute</source>
            <translation>重计算</translation>
        </message>
        <message>
            <source>Schedule</source>
            <translation>调度</translation>
        </message>
        <message>
            <source>Memory (GiB)</source>
            <translation>显存（GiB）</translation>
        </message>
        <message>
            <source>Fits</source>
            <translation>可容纳</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>吞吐量</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>Bubble</source>
            <translation>气泡率</translation>
        </message>
        <message>
            <source>Exposed comm</source>
            <translation>暴露通信</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>步时间</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>得分</translation>
        </message>
        <message>
            <source>Pareto</source>
            <translation>帕累托</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::CodeView</name>
        <message>
            <source>Framework:</source>
            <translation>框架：</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>复制(&amp;C)</translation>
        </message>
        <message>
            <source>Copy the launch code to the clipboard</source>
            <translation>把启动代码复制到剪贴板</translation>
        </message>
        <message>
            <source># No strategy selected.</source>
            <translation># 未选择策略。</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::CommChart</name>
        <message>
            <source>%1 exposed</source>
            <translation>%1（暴露）</translation>
        </message>
        <message>
            <source>%1 hidden</source>
            <translation>%1（被重叠隐藏）</translation>
        </message>
        <message>
            <source>Time per step (s) — solid: exposed, hatched: hidden by overlap</source>
            <translation>每步时间（秒）— 实心：暴露部分，斜线：被重叠隐藏的部分</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::CompareView</name>
        <message>
            <source>Pin strategies from the Candidates table or the Pareto chart (Ctrl+P) to compare them here.</source>
            <translation>在“候选策略”表或帕累托图中固定策略（Ctrl+P），即可在此对比。</translation>
        </message>
        <message>
            <source>Unpin column</source>
            <translation>取消固定此列</translation>
        </message>
        <message>
            <source>Clear all</source>
            <translation>全部清除</translation>
        </message>
        <message>
            <source>Memory per device</source>
            <translation>每设备显存</translation>
        </message>
        <message>
            <source>Activations</source>
            <translation>激活值</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>吞吐量</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>步时间</translation>
        </message>
        <message>
            <source>Bubble</source>
            <translation>气泡率</translation>
        </message>
        <message>
            <source>Exposed communication</source>
            <translation>暴露通信时间</translation>
        </message>
        <message>
            <source>Fits</source>
            <translation>可容纳</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
        <message>
            <source>invalid</source>
            <translation>无效</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::ConstraintsForm</name>
        <message>
            <source>any</source>
            <translation>不限</translation>
        </message>
        <message>
            <source>Upper bound on this degree (any = no bound)</source>
            <translation>该并行度的上限（不限 = 无上限）</translation>
        </message>
        <message>
            <source>Max TP:</source>
            <translation>最大 TP：</translation>
        </message>
        <message>
            <source>Max PP:</source>
            <translation>最大 PP：</translation>
        </message>
        <message>
            <source>Max CP:</source>
            <translation>最大 CP：</translation>
        </message>
        <message>
            <source>Max EP:</source>
            <translation>最大 EP：</translation>
        </message>
        <message>
            <source>Memory headroom:</source>
            <translation>显存预留余量：</translation>
        </message>
        <message>
            <source>Fraction of device memory kept free</source>
            <translation>保留不用的显存比例</translation>
        </message>
        <message>
            <source>Allow context parallelism</source>
            <translation>允许上下文并行</translation>
        </message>
        <message>
            <source>Allow optimizer CPU offload</source>
            <translation>允许把优化器卸载到 CPU</translation>
        </message>
        <message>
            <source>Allowed pipeline schedules</source>
            <translation>允许的流水线调度</translation>
        </message>
        <message>
            <source>Score weights</source>
            <translation>得分权重</translation>
        </message>
        <message>
            <source>Throughput:</source>
            <translation>吞吐量：</translation>
        </message>
        <message>
            <source>Free memory:</source>
            <translation>空闲显存：</translation>
        </message>
        <message>
            <source>Low comm:</source>
            <translation>低通信开销：</translation>
        </message>
        <message>
            <source>Low bubble:</source>
            <translation>低气泡率：</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::HardwareForm</name>
        <message>
            <source>&amp;Device:</source>
            <translation>设备(&amp;D)：</translation>
        </message>
        <message>
            <source>Valid device counts: powers of two and multiples of the node size</source>
            <translation>有效设备数：2 的幂以及节点规模的整数倍</translation>
        </message>
        <message>
            <source>Devices:</source>
            <translation>设备数：</translation>
        </message>
        <message>
            <source>device default</source>
            <translation>设备默认值</translation>
        </message>
        <message>
            <source>Devices per node:</source>
            <translation>每节点设备数：</translation>
        </message>
        <message>
            <source> GiB</source>
            <translation> GiB</translation>
        </message>
        <message>
            <source> TFLOP/s</source>
            <translation> TFLOP/s</translation>
        </message>
        <message>
            <source> GB/s</source>
            <translation> GB/s</translation>
        </message>
        <message>
            <source>Memory:</source>
            <translation>显存：</translation>
        </message>
        <message>
            <source>Usable device memory (override)</source>
            <translation>可用显存（覆盖目录值）</translation>
        </message>
        <message>
            <source>BF16 peak:</source>
            <translation>BF16 峰值算力：</translation>
        </message>
        <message>
            <source>Dense BF16 peak (override)</source>
            <translation>稠密 BF16 峰值算力（覆盖目录值）</translation>
        </message>
        <message>
            <source>Scale-up link:</source>
            <translation>节点内互联带宽：</translation>
        </message>
        <message>
            <source>Per device, one direction (NVLink/HCCS…)</source>
            <translation>每设备、单向（NVLink/HCCS…）</translation>
        </message>
        <message>
            <source>Scale-out NIC:</source>
            <translation>节点间网卡带宽：</translation>
        </message>
        <message>
            <source>Per device, one direction</source>
            <translation>每设备、单向</translation>
        </message>
        <message>
            <source>%1 · %2 GiB · %3 TB/s HBM · BF16 %4 TFLOP/s · FP8 %5 · %6 per node, scale-up domain %7</source>
            <translation>%1 · %2 GiB · HBM %3 TB/s · BF16 %4 TFLOP/s · FP8 %5 · 每节点 %6 个，超节点域 %7</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>Uncertainty flags from the device catalog: figures that are estimated or disputed</source>
            <translation>设备目录中的不确定性标记：估计值或存在争议的数据</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::MainWindow</name>
        <message>
            <source>Analysis failed: %1</source>
            <translation>分析失败：%1</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Hardware</source>
            <translation>硬件</translation>
        </message>
        <message>
            <source>Training</source>
            <translation>训练</translation>
        </message>
        <message>
            <source>Constraints</source>
            <translation>约束</translation>
        </message>
        <message>
            <source>Query</source>
            <translation>查询</translation>
        </message>
        <message>
            <source>Describe the run, e.g. “Mixtral 8x7B on 32 H100, seq_len 4096” and press Enter</source>
            <translation>描述训练任务，例如“Mixtral 8x7B on 32 H100, seq_len 4096”，然后按回车</translation>
        </message>
        <message>
            <source>  Query: </source>
            <translation>  查询：</translation>
        </message>
        <message>
            <source>Overview</source>
            <translation>概览</translation>
        </message>
        <message>
            <source>Filter, e.g. “tp=8 1f1b fp8”</source>
            <translation>筛选，例如“tp=8 1f1b fp8”</translation>
        </message>
        <message>
            <source>Fits only</source>
            <translation>仅显示可容纳的</translation>
        </message>
        <message>
            <source>Pin selected</source>
            <translation>固定所选</translation>
        </message>
        <message>
            <source>Add the selected strategy to the comparison (Ctrl+P)</source>
            <translation>把所选策略加入对比（Ctrl+P）</translation>
        </message>
        <message>
            <source>Candidates</source>
            <translation>候选策略</translation>
        </message>
        <message>
            <source>Each point is one valid strategy. Click to select it; Ctrl+P pins the selection.</source>
            <translation>每个点是一个有效策略。单击选中；Ctrl+P 固定所选策略。</translation>
        </message>
        <message>
            <source>Pareto</source>
            <translation>帕累托</translation>
        </message>
        <message>
            <source>Memory</source>
            <translation>显存</translation>
        </message>
        <message>
            <source>Pipeline</source>
            <translation>流水线</translation>
        </message>
        <message>
            <source>Dim</source>
            <translation>维度</translation>
        </message>
        <message>
            <source>Collective</source>
            <translation>集合通信</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>通信组</translation>
        </message>
        <message>
            <source>Volume / step</source>
            <translation>每步通信量</translation>
        </message>
        <message>
            <source>Calls</source>
            <translation>调用次数</translation>
        </message>
        <message>
            <source>Serial time</source>
            <translation>串行时间</translation>
        </message>
        <message>
            <source>Exposed</source>
            <translation>暴露时间</translation>
        </message>
        <message>
            <source>Crosses nodes</source>
            <translation>跨节点</translation>
        </message>
        <message>
            <source>Communication</source>
            <translation>通信</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>启动代码</translation>
        </message>
        <message>
            <source>Compare</source>
            <translation>对比</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;New</source>
            <translation>新建(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>打开(&amp;O)…</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>最近打开(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>另存为(&amp;A)…</translation>
        </message>
        <message>
            <source>&amp;Import Hugging Face config.json…</source>
            <translation>导入 Hugging Face config.json(&amp;I)…</translation>
        </message>
        <message>
            <source>Ctrl+I</source>
            <translation>Ctrl+I</translation>
        </message>
        <message>
            <source>&amp;Export Report…</source>
            <translation>导出报告(&amp;E)…</translation>
        </message>
        <message>
            <source>Ctrl+E</source>
            <translation>Ctrl+E</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>Ctrl+Shift+Z</source>
            <translation>Ctrl+Shift+Z</translation>
        </message>
        <message>
            <source>&amp;Query…</source>
            <translation>查询(&amp;Q)…</translation>
        </message>
        <message>
            <source>Ctrl+L</source>
            <translation>Ctrl+L</translation>
        </message>
        <message>
            <source>&amp;Analysis</source>
            <translation>分析(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Run Again</source>
            <translation>重新运行(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Pin Selected Strategy</source>
            <translation>固定所选策略(&amp;P)</translation>
        </message>
        <message>
            <source>Ctrl+P</source>
            <translation>Ctrl+P</translation>
        </message>
        <message>
            <source>&amp;Clear Pinned</source>
            <translation>清除已固定(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>关于(&amp;A)</translation>
        </message>
        <message>
            <source>About Parallel Strategy Analyzer</source>
            <translation>关于并行策略分析器</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Parallel Strategy Analyzer %1&lt;/h3&gt;&lt;p&gt;Plans DP / ZeRO / TP+SP / PP / CP / EP layouts for large-model training: memory, communication, bubble, MFU and throughput, every figure traced to the cost model.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;并行策略分析器 %1&lt;/h3&gt;&lt;p&gt;为大模型训练规划 DP / ZeRO / TP+SP / PP / CP / EP 并行布局：显存、通信、气泡、MFU 和吞吐量，每个数字都可追溯到代价模型。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <source>The interface language will change to %1 the next time Parallel Strategy Analyzer starts.</source>
            <translation>界面语言将在下次启动并行策略分析器时切换为“%1”。</translation>
        </message>
        <message>
            <source>System Default</source>
            <translation>跟随系统</translation>
        </message>
        <message>
            <source>at least one score weight must be positive</source>
            <translation>至少要有一个得分权重为正数</translation>
        </message>
        <message>
            <source>Input is invalid — showing the last good result. %1</source>
            <translation>输入无效 — 显示的是上一次有效的结果。%1</translation>
        </message>
        <message>
            <source>Updating…</source>
            <translation>正在更新…</translation>
        </message>
        <message>
            <source>%1 candidates (%2 fit) in %3 ms</source>
            <translation>%1 个候选策略（%2 个可容纳），用时 %3 毫秒</translation>
        </message>
        <message>
            <source>Communication per step — %1</source>
            <translation>每步通信 — %1</translation>
        </message>
        <message>
            <source>—</source>
            <translation>—</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
        <message>
            <source>Recommended</source>
            <translation>推荐策略</translation>
        </message>
        <message>
            <source>Alternative %1</source>
            <translation>备选 %1</translation>
        </message>
        <message>
            <source>Best (does not fit)</source>
            <translation>最优（放不下）</translation>
        </message>
        <message>
            <source>Selected #%1</source>
            <translation>已选 #%1</translation>
        </message>
        <message>
            <source>Pinned %1</source>
            <translation>已固定 %1</translation>
        </message>
        <message>
            <source>Pinned %1 (%2 pinned)</source>
            <translation>已固定 %1（共 %2 个）</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>未命名</translation>
        </message>
        <message>
            <source>%1[*] — Parallel Strategy Analyzer</source>
            <translation>%1[*] — 并行策略分析器</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>未保存的更改</translation>
        </message>
        <message>
            <source>The scenario has unsaved changes. Save them first?</source>
            <translation>场景有未保存的更改。要先保存吗？</translation>
        </message>
        <message>
            <source>Open Scenario</source>
            <translation>打开场景</translation>
        </message>
        <message>
            <source>Scenarios (*.psa.json);;JSON files (*.json);;All files (*)</source>
            <translation>场景文件 (*.psa.json);;JSON 文件 (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Cannot open scenario</source>
            <translation>无法打开场景</translation>
        </message>
        <message>
            <source>%1

%2</source>
            <translation>%1

%2</translation>
        </message>
        <message>
            <source>Save Scenario</source>
            <translation>保存场景</translation>
        </message>
        <message>
            <source>Scenarios (*.psa.json)</source>
            <translation>场景文件 (*.psa.json)</translation>
        </message>
        <message>
            <source>Cannot save scenario</source>
            <translation>无法保存场景</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>已保存 %1</translation>
        </message>
        <message>
            <source>Import Hugging Face config.json</source>
            <translation>导入 Hugging Face config.json</translation>
        </message>
        <message>
            <source>config.json (*.json);;All files (*)</source>
            <translation>config.json (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Import failed</source>
            <translation>导入失败</translation>
        </message>
        <message>
            <source>%1 could not be imported:

%2</source>
            <translation>无法导入 %1：

%2</translation>
        </message>
        <message>
            <source>Imported %1</source>
            <translation>已导入 %1</translation>
        </message>
        <message>
            <source>Export Report</source>
            <translation>导出报告</translation>
        </message>
        <message>
            <source>Markdown (*.md);;Text (*.txt);;JSON (*.json)</source>
            <translation>Markdown (*.md);;文本 (*.txt);;JSON (*.json)</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>无法导出</translation>
        </message>
        <message>
            <source>Nothing understood in the query.</source>
            <translation>未能从查询中识别出任何内容。</translation>
        </message>
        <message>
            <source>Understood: %1</source>
            <translation>已识别：%1</translation>
        </message>
        <message>
            <source> — not used: %1</source>
            <translation> — 未使用：%1</translation>
        </message>
        <message>
            <source>Export &amp;PDF…</source>
            <translation>导出 PDF(&amp;P)…</translation>
        </message>
        <message>
            <source>Ctrl+Shift+E</source>
            <translation>Ctrl+Shift+E</translation>
        </message>
        <message>
            <source>Export Candidates &amp;CSV…</source>
            <translation>导出候选策略 CSV(&amp;C)…</translation>
        </message>
        <message>
            <source>Export C&amp;hart…</source>
            <translation>导出图表(&amp;H)…</translation>
        </message>
        <message>
            <source>Export Chart as PNG/SVG…</source>
            <translation>将图表导出为 PNG/SVG…</translation>
        </message>
        <message>
            <source>%1: there is no analysis to export yet</source>
            <translation>%1：还没有可导出的分析结果</translation>
        </message>
        <message>
            <source>Export PDF</source>
            <translation>导出 PDF</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>PDF 文档 (*.pdf)</translation>
        </message>
        <message>
            <source>Cannot export PDF</source>
            <translation>无法导出 PDF</translation>
        </message>
        <message>
            <source>Wrote %1</source>
            <translation>已写入 %1</translation>
        </message>
        <message>
            <source>Export Candidates</source>
            <translation>导出候选策略</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV 文件 (*.csv)</translation>
        </message>
        <message>
            <source>Cannot export candidates</source>
            <translation>无法导出候选策略</translation>
        </message>
        <message>
            <source>Export Chart</source>
            <translation>导出图表</translation>
        </message>
        <message>
            <source>PNG image (*.png);;SVG drawing (*.svg)</source>
            <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg)</translation>
        </message>
        <message>
            <source>Cannot export chart</source>
            <translation>无法导出图表</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::MemoryChart</name>
        <message>
            <source>Capacity</source>
            <translation>容量</translation>
        </message>
        <message>
            <source>Usable (capacity − headroom)</source>
            <translation>可用（容量 − 预留余量）</translation>
        </message>
        <message>
            <source>Memory per device (GiB)</source>
            <translation>每设备显存（GiB）</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::ModelForm</name>
        <message>
            <source>&amp;Preset:</source>
            <translation>预设(&amp;P)：</translation>
        </message>
        <message>
            <source>Start from a catalog model; type to filter</source>
            <translation>从目录中的模型开始；输入文字可筛选</translation>
        </message>
        <message>
            <source>auto (hidden ÷ heads)</source>
            <translation>自动（隐藏层大小 ÷ 头数）</translation>
        </message>
        <message>
            <source>Tied input/output embeddings</source>
            <translation>输入/输出嵌入共享权重</translation>
        </message>
        <message>
            <source>dense (no MoE)</source>
            <translation>稠密（无 MoE）</translation>
        </message>
        <message>
            <source>Layers:</source>
            <translation>层数：</translation>
        </message>
        <message>
            <source>Transformer layers L</source>
            <translation>Transformer 层数 L</translation>
        </message>
        <message>
            <source>Hidden size:</source>
            <translation>隐藏层大小：</translation>
        </message>
        <message>
            <source>Model width h</source>
            <translation>模型宽度 h</translation>
        </message>
        <message>
            <source>Attention heads:</source>
            <translation>注意力头数：</translation>
        </message>
        <message>
            <source>KV heads:</source>
            <translation>KV 头数：</translation>
        </message>
        <message>
            <source>Key/value heads (GQA); must divide the query heads</source>
            <translation>键/值头数（GQA）；必须能整除查询头数</translation>
        </message>
        <message>
            <source>Head dim:</source>
            <translation>头维度：</translation>
        </message>
        <message>
            <source>FFN size:</source>
            <translation>FFN 大小：</translation>
        </message>
        <message>
            <source>Dense MLP intermediate size f</source>
            <translation>稠密 MLP 中间层大小 f</translation>
        </message>
        <message>
            <source>Vocabulary:</source>
            <translation>词表大小：</translation>
        </message>
        <message>
            <source>Activation:</source>
            <translation>激活函数：</translation>
        </message>
        <message>
            <source>Routed experts:</source>
            <translation>路由专家数：</translation>
        </message>
        <message>
            <source>Mixture of experts</source>
            <translation>混合专家（MoE）</translation>
        </message>
        <message>
            <source>Top-k:</source>
            <translation>Top-k：</translation>
        </message>
        <message>
            <source>Experts per token</source>
            <translation>每个 token 激活的专家数</translation>
        </message>
        <message>
            <source>Shared experts:</source>
            <translation>共享专家数：</translation>
        </message>
        <message>
            <source>Expert FFN:</source>
            <translation>专家 FFN 大小：</translation>
        </message>
        <message>
            <source>Shared expert FFN:</source>
            <translation>共享专家 FFN 大小：</translation>
        </message>
        <message>
            <source>Leading dense layers:</source>
            <translation>前置稠密层数：</translation>
        </message>
        <message>
            <source>Multi-head latent attention (MLA)</source>
            <translation>多头潜在注意力（MLA）</translation>
        </message>
        <message>
            <source>KV LoRA rank:</source>
            <translation>KV LoRA 秩：</translation>
        </message>
        <message>
            <source>Q LoRA rank:</source>
            <translation>Q LoRA 秩：</translation>
        </message>
        <message>
            <source>QK nope dim:</source>
            <translation>QK 非 RoPE 维度：</translation>
        </message>
        <message>
            <source>QK rope dim:</source>
            <translation>QK RoPE 维度：</translation>
        </message>
        <message>
            <source>V head dim:</source>
            <translation>V 头维度：</translation>
        </message>
        <message>
            <source>Import Hugging Face config.json…</source>
            <translation>导入 Hugging Face config.json…</translation>
        </message>
        <message>
            <source>%1 (custom)</source>
            <translation>%1（自定义）</translation>
        </message>
        <message>
            <source>approximation: %1</source>
            <translation>近似：%1</translation>
        </message>
        <message>
            <source>uncertain: %1</source>
            <translation>不确定：%1</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::OverviewView</name>
        <message>
            <source>Waiting for the first analysis…</source>
            <translation>正在等待首次分析…</translation>
        </message>
        <message>
            <source>Recommended strategy</source>
            <translation>推荐策略</translation>
        </message>
        <message>
            <source>Memory per device</source>
            <translation>每设备显存</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>吞吐量</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>Pipeline bubble</source>
            <translation>流水线气泡率</translation>
        </message>
        <message>
            <source>Exposed communication</source>
            <translation>暴露通信时间</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>步时间</translation>
        </message>
        <message>
            <source>Baseline (one device, no parallelism)</source>
            <translation>基线（单设备，无并行）</translation>
        </message>
        <message>
            <source>Bottleneck</source>
            <translation>瓶颈</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt; on %2 × %3 · sequence %4 · global batch %5 — %6 layouts, %7 valid, %8 fit</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;，%2 × %3 · 序列长度 %4 · 全局批大小 %5 — 共 %6 种布局，%7 种有效，%8 种可容纳</translation>
        </message>
        <message>
            <source>%1 params</source>
            <translation>%1 参数</translation>
        </message>
        <message>
            <source>%1 active · %2 FLOPs/token · needs %3 on one device</source>
            <translation>%1 激活参数 · 每 token %2 FLOPs · 单设备需要 %3</translation>
        </message>
        <message>
            <source>Activations</source>
            <translation>激活值</translation>
        </message>
        <message>
            <source>Model states</source>
            <translation>模型状态</translation>
        </message>
        <message>
            <source>model states %1 · activations %2 per sequence</source>
            <translation>模型状态 %1 · 每条序列激活值 %2</translation>
        </message>
        <message>
            <source>Nothing fits</source>
            <translation>没有可容纳的策略</translation>
        </message>
        <message>
            <source>No valid layout fits in device memory; add devices or allow recompute/ZeRO-3/offload.</source>
            <translation>没有任何有效布局能放进显存；请增加设备，或允许重计算/ZeRO-3/卸载。</translation>
        </message>
        <message>
            <source>%1 · score %2 · %3 micro-batches</source>
            <translation>%1 · 得分 %2 · %3 个微批次</translation>
        </message>
        <message>
            <source>%1 / %2</source>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>%1 used · activations %2</source>
            <translation>已用 %1 · 激活值 %2</translation>
        </message>
        <message>
            <source>%1 per device</source>
            <translation>每设备 %1</translation>
        </message>
        <message>
            <source>%1 TFLOP/s per device</source>
            <translation>每设备 %1 TFLOP/s</translation>
        </message>
        <message>
            <source>%1 per step, %2</source>
            <translation>每步 %1，%2</translation>
        </message>
        <message>
            <source>no pipeline</source>
            <translation>无流水线</translation>
        </message>
        <message>
            <source>%1 of the step</source>
            <translation>占步时间的 %1</translation>
        </message>
        <message>
            <source>compute %1 · optimizer %2</source>
            <translation>计算 %1 · 优化器 %2</translation>
        </message>
        <message>
            <source>device figure uncertain: %1</source>
            <translation>设备数据不确定：%1</translation>
        </message>
        <message>
            <source>&lt;b&gt;Notes&lt;/b&gt;&lt;br&gt;</source>
            <translation>&lt;b&gt;说明&lt;/b&gt;&lt;br&gt;</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::ParetoChart</name>
        <message>
            <source>Does not fit</source>
            <translation>放不下</translation>
        </message>
        <message>
            <source>Fits</source>
            <translation>可容纳</translation>
        </message>
        <message>
            <source>Pareto front</source>
            <translation>帕累托前沿</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>已固定</translation>
        </message>
        <message>
            <source>Selected</source>
            <translation>已选中</translation>
        </message>
        <message>
            <source>Usable memory</source>
            <translation>可用显存</translation>
        </message>
        <message>
            <source>Memory per device (GiB)</source>
            <translation>每设备显存（GiB）</translation>
        </message>
        <message>
            <source>Throughput (M tokens/s)</source>
            <translation>吞吐量（M token/s）</translation>
        </message>
        <message>
            <source>#%1 %2 (%3)
%4 · %5 · MFU %6%7</source>
            <translation>#%1 %2（%3）
%4 · %5 · MFU %6%7</translation>
        </message>
        <message>
            <source>
does not fit</source>
            <translation>
放不下</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::PipelineTimeline</name>
        <message>
            <source>Forward (light) and backward (dark) blocks per pipeline stage; a backward pass takes twice a forward pass. Gaps are the bubble (cost model §6).</source>
            <translation>每个流水线阶段的前向（浅色）和反向（深色）块；反向耗时是前向的两倍。空隙即气泡（代价模型 §6）。</translation>
        </message>
        <message>
            <source>%1 · %2 stages · first %3 of %4 micro-batches</source>
            <translation>%1 · %2 级 · %4 个微批次中的前 %3 个</translation>
        </message>
        <message>
            <source> (drawn in 1F1B order)</source>
            <translation>（按 1F1B 顺序绘制）</translation>
        </message>
        <message>
            <source> · first 16 stages</source>
            <translation> · 前 16 级</translation>
        </message>
        <message>
            <source>stage %1</source>
            <translation>第 %1 级</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::TrainingForm</name>
        <message>
            <source>Sequence length on a log scale, 512 … 1M tokens</source>
            <translation>序列长度（对数刻度），512 … 1M token</translation>
        </message>
        <message>
            <source>Sequence length:</source>
            <translation>序列长度：</translation>
        </message>
        <message>
            <source>Global batch:</source>
            <translation>全局批大小：</translation>
        </message>
        <message>
            <source>Sequences per optimizer step</source>
            <translation>每个优化器步的序列数</translation>
        </message>
        <message>
            <source>Precision:</source>
            <translation>精度：</translation>
        </message>
        <message>
            <source>Also try FP8 where the device supports it</source>
            <translation>设备支持时也尝试 FP8</translation>
        </message>
        <message>
            <source>Framework:</source>
            <translation>框架：</translation>
        </message>
        <message>
            <source>Limits the search to the features the framework offers</source>
            <translation>把搜索限制在该框架支持的功能内</translation>
        </message>
    </context>
</TS>
