#include "forms/forms.h"

#include <QKeyEvent>

#include "calibration/profile.h"
#include "cost/matmul_rate.h"
#include "cost/power_cap.h"
#include "search/valid_counts.h"
#include "spec/device_override.h"

#include <QCompleter>
#include <QLocale>
#include <QHBoxLayout>
#include <QSortFilterProxyModel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <set>

#include "charts/palette.h"
#include "search/dim_range_text.h"
#include "views/format.h"

namespace psa::ui {

namespace {
QSpinBox* spin(int min, int max, int step = 1)
{
    auto* s = new QSpinBox;
    s->setRange(min, max);
    s->setSingleStep(step);
    s->setGroupSeparatorShown(true);
    s->setAccelerated(true);
    s->setKeyboardTracking(false);
    return s;
}
QDoubleSpinBox* dspin(double min, double max, int decimals, const QString& suffix)
{
    auto* s = new QDoubleSpinBox;
    s->setRange(min, max);
    s->setDecimals(decimals);
    s->setSuffix(suffix);
    s->setKeyboardTracking(false);
    return s;
}
void setSpin(QSpinBox* s, long long v) { s->setValue(static_cast<int>(std::clamp<long long>(v, s->minimum(), s->maximum()))); }
// A choice between the framework's default (an empty optional) and an explicit setting: data -1, 1 (true), 0 (false).
QComboBox* defaultOnOffCombo(
    const QString& objectName, const QString& defaultText, const QString& onText, const QString& offText)
{
    auto* c = new QComboBox;
    c->setObjectName(objectName);
    c->addItem(defaultText, -1);
    c->addItem(onText, 1);
    c->addItem(offText, 0);
    return c;
}
void setDefaultOnOff(QComboBox* c, const std::optional<bool>& v)
{
    c->setCurrentIndex(c->findData(v ? (*v ? 1 : 0) : -1));
}
std::optional<bool> defaultOnOff(const QComboBox* c)
{
    const int v = c->currentData().toInt();
    return v < 0 ? std::nullopt : std::optional<bool>(v == 1);
}
}  // namespace

// ---------------------------------------------------------------- FormBase
FormBase::FormBase(QWidget* parent) : QWidget(parent) {}

QWidget* FormBase::addField(QFormLayout* form, const QString& key, const QString& label, QWidget* w, const QString& tip)
{
    if (!tip.isEmpty())
        w->setToolTip(tip);
    w->setObjectName(key);
    form->addRow(label, w);
    auto* err = new QLabel;
    err->setObjectName(key + QStringLiteral(".error"));
    err->setWordWrap(true);
    QPalette p = err->palette();
    p.setColor(QPalette::WindowText, QColor(0xd0, 0x30, 0x30));
    err->setPalette(p);
    err->setVisible(false);
    form->addRow(QString(), err);
    fields_[key] = {w, err};
    return w;
}

int FormBase::setErrors(const std::vector<Error>& errors)
{
    int shown = 0;
    for (auto& [key, f] : fields_) {
        QStringList msgs;
        for (const auto& e : errors)
            if (QString::fromStdString(e.field) == key)
                msgs << QString::fromStdString(e.detail);
        f.second->setText(msgs.join(QLatin1Char('\n')));
        f.second->setVisible(!msgs.isEmpty());
        f.first->setStyleSheet(msgs.isEmpty() ? QString() : QStringLiteral("border: 1px solid #d03030;"));
        shown += static_cast<int>(msgs.size());
    }
    return shown;
}

QString FormBase::errorText(const QString& field) const
{
    auto it = fields_.find(field);
    return it == fields_.end() || !it->second.second->isVisibleTo(this) ? QString() : it->second.second->text();
}

// ---------------------------------------------------------------- ModelForm
ModelForm::ModelForm(const Catalog& catalog, QWidget* parent) : FormBase(parent), catalog_(catalog)
{
    auto* v = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    preset_ = new QComboBox;
    preset_->setEditable(true);
    preset_->setInsertPolicy(QComboBox::NoInsert);
    for (const auto& m : catalog_.models())
        preset_->addItem(QStringLiteral("%1  (%2)").arg(qs(m.name), qs(m.id)), qs(m.id));
    preset_->completer()->setFilterMode(Qt::MatchContains);
    preset_->completer()->setCompletionMode(QCompleter::PopupCompletion);
    preset_->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    preset_->setMaxVisibleItems(20);
    addField(form, QStringLiteral("model.preset"), tr("&Preset:"), preset_, tr("Start from a catalog model; type to filter"));
    layers_ = spin(1, 100000);
    hidden_ = spin(1, 1 << 20, 128);
    heads_ = spin(1, 100000);
    kvHeads_ = spin(1, 100000);
    headDim_ = spin(0, 100000);
    headDim_->setSpecialValueText(tr("auto (hidden ÷ heads)"));
    ffn_ = spin(0, 1 << 22, 256);
    vocab_ = spin(1, 1 << 24, 1024);
    tied_ = new QCheckBox(tr("Tied input/output embeddings"));
    activation_ = new QComboBox;
    for (Activation a : {Activation::SwiGLU, Activation::GeGLU, Activation::GeLU, Activation::ReLU})
        activation_->addItem(QString::fromLatin1(toString(a)), static_cast<int>(a));
    experts_ = spin(0, 1000000);
    experts_->setSpecialValueText(tr("dense (no MoE)"));
    addField(form, QStringLiteral("model.layers"), tr("Layers:"), layers_, tr("Transformer layers L"));
    addField(form, QStringLiteral("model.hidden"), tr("Hidden size:"), hidden_, tr("Model width h"));
    addField(form, QStringLiteral("model.heads"), tr("Attention heads:"), heads_);
    addField(form, QStringLiteral("model.kv_heads"), tr("KV heads:"), kvHeads_, tr("Key/value heads (GQA); must divide the query heads"));
    addField(form, QStringLiteral("model.head_dim"), tr("Head dim:"), headDim_);
    addField(form, QStringLiteral("model.ffn"), tr("FFN size:"), ffn_, tr("Dense MLP intermediate size f"));
    addField(form, QStringLiteral("model.vocab"), tr("Vocabulary:"), vocab_);
    addField(form, QStringLiteral("model.activation"), tr("Activation:"), activation_);
    addField(form, QStringLiteral("model.tied_embeddings"), QString(), tied_);
    addField(form, QStringLiteral("model.moe.num_experts"), tr("Routed experts:"), experts_);
    v->addLayout(form);

    moeBox_ = new QGroupBox(tr("Mixture of experts"));
    auto* mf = new QFormLayout(moeBox_);
    topK_ = spin(0, 1000);
    shared_ = spin(0, 1000);
    expertFfn_ = spin(0, 1 << 22, 128);
    sharedFfn_ = spin(0, 1 << 22, 128);
    denseLayers_ = spin(0, 100000);
    addField(mf, QStringLiteral("model.moe.top_k"), tr("Top-k:"), topK_, tr("Experts per token"));
    addField(mf, QStringLiteral("model.moe.shared_experts"), tr("Shared experts:"), shared_);
    addField(mf, QStringLiteral("model.moe.expert_ffn"), tr("Expert FFN:"), expertFfn_);
    addField(mf, QStringLiteral("model.moe.shared_expert_ffn"), tr("Shared expert FFN:"), sharedFfn_);
    addField(mf, QStringLiteral("model.moe.first_dense_layers"), tr("Leading dense layers:"), denseLayers_);
    v->addWidget(moeBox_);

    mlaBox_ = new QGroupBox(tr("Multi-head latent attention (MLA)"));
    auto* lf = new QFormLayout(mlaBox_);
    kvLora_ = spin(0, 1 << 16);
    qLora_ = spin(0, 1 << 16);
    qkNope_ = spin(0, 4096);
    qkRope_ = spin(0, 4096);
    vHead_ = spin(0, 4096);
    addField(lf, QStringLiteral("model.mla.kv_lora_rank"), tr("KV LoRA rank:"), kvLora_);
    addField(lf, QStringLiteral("model.mla.q_lora_rank"), tr("Q LoRA rank:"), qLora_);
    addField(lf, QStringLiteral("model.mla.qk_nope_head_dim"), tr("QK nope dim:"), qkNope_);
    addField(lf, QStringLiteral("model.mla.qk_rope_head_dim"), tr("QK rope dim:"), qkRope_);
    addField(lf, QStringLiteral("model.mla.v_head_dim"), tr("V head dim:"), vHead_);
    v->addWidget(mlaBox_);

    auto* import = new QPushButton(QIcon::fromTheme(QStringLiteral("document-import")), tr("Import Hugging Face config.json…"));
    import->setObjectName(QStringLiteral("importHf"));
    v->addWidget(import);
    notes_ = new QLabel;
    notes_->setWordWrap(true);
    notes_->setForegroundRole(QPalette::PlaceholderText);
    v->addWidget(notes_);
    v->addStretch(1);

    connect(import, &QPushButton::clicked, this, &ModelForm::importRequested);
    connect(preset_, &QComboBox::activated, this, [this](int i) {
        const std::string id = preset_->itemData(i).toString().toStdString();
        if (const ModelSpec* m = catalog_.model(id); m && id != presetId_) {
            presetId_ = id;
            base_ = *m;
            loading_ = true;
            showModel(base_);
            loading_ = false;
            emitChanged();
        }
    });
    for (QSpinBox* s : {layers_, hidden_, heads_, kvHeads_, headDim_, ffn_, vocab_, experts_, topK_, shared_, expertFfn_,
                        sharedFfn_, denseLayers_, kvLora_, qLora_, qkNope_, qkRope_, vHead_})
        connect(s, &QSpinBox::valueChanged, this, [this] {
            updateVisibility();
            emitChanged();
        });
    connect(tied_, &QCheckBox::toggled, this, [this] { emitChanged(); });
    connect(activation_, &QComboBox::currentIndexChanged, this, [this] { emitChanged(); });
}

void ModelForm::updateVisibility()
{
    moeBox_->setVisible(experts_->value() > 0);
    mlaBox_->setVisible(base_.mla.enabled);
}

void ModelForm::showModel(const ModelSpec& m)
{
    const int i = preset_->findData(qs(presetId_));
    if (i >= 0)
        preset_->setCurrentIndex(i);
    else
        preset_->setEditText(tr("%1 (custom)").arg(qs(m.name.empty() ? m.id : m.name)));
    setSpin(layers_, m.layers);
    setSpin(hidden_, m.hidden);
    setSpin(heads_, m.heads);
    setSpin(kvHeads_, m.kv_heads);
    setSpin(headDim_, m.head_dim);
    setSpin(ffn_, m.ffn);
    setSpin(vocab_, m.vocab);
    tied_->setChecked(m.tied_embeddings);
    activation_->setCurrentIndex(activation_->findData(static_cast<int>(m.activation)));
    setSpin(experts_, m.moe.num_experts);
    setSpin(topK_, m.moe.top_k);
    setSpin(shared_, m.moe.num_shared_experts);
    setSpin(expertFfn_, m.moe.expert_ffn);
    setSpin(sharedFfn_, m.moe.shared_expert_ffn);
    setSpin(denseLayers_, m.moe.first_dense_layers);
    setSpin(kvLora_, m.mla.kv_lora_rank);
    setSpin(qLora_, m.mla.q_lora_rank);
    setSpin(qkNope_, m.mla.qk_nope_head_dim);
    setSpin(qkRope_, m.mla.qk_rope_head_dim);
    setSpin(vHead_, m.mla.v_head_dim);
    QStringList notes;
    for (const auto& a : m.approximations)
        notes << tr("approximation: %1").arg(qs(a));
    for (const auto& u : m.uncertain)
        notes << tr("uncertain: %1").arg(qs(u));
    notes_->setText(notes.join(QLatin1Char('\n')));
    updateVisibility();
}

void ModelForm::load(const PlanInput& in)
{
    loading_ = true;
    presetId_ = in.model_preset;
    base_ = in.scenario.model;
    showModel(base_);
    loading_ = false;
}

void ModelForm::setImportedModel(const ModelSpec& m)
{
    presetId_.clear();
    base_ = m;
    loading_ = true;
    showModel(base_);
    loading_ = false;
    emitChanged();
}

void ModelForm::store(PlanInput& in) const
{
    ModelSpec m = base_;
    m.layers = layers_->value();
    m.hidden = hidden_->value();
    m.heads = heads_->value();
    m.kv_heads = kvHeads_->value();
    m.head_dim = headDim_->value();
    m.ffn = ffn_->value();
    m.vocab = vocab_->value();
    m.tied_embeddings = tied_->isChecked();
    m.activation = static_cast<Activation>(activation_->currentData().toInt());
    m.moe.num_experts = experts_->value();
    m.moe.top_k = topK_->value();
    m.moe.num_shared_experts = shared_->value();
    m.moe.expert_ffn = expertFfn_->value();
    m.moe.shared_expert_ffn = sharedFfn_->value();
    m.moe.first_dense_layers = denseLayers_->value();
    m.mla.kv_lora_rank = kvLora_->value();
    m.mla.q_lora_rank = qLora_->value();
    m.mla.qk_nope_head_dim = qkNope_->value();
    m.mla.qk_rope_head_dim = qkRope_->value();
    m.mla.v_head_dim = vHead_->value();
    in.scenario.model = m;
    in.model_preset = presetId_;
}

// ---------------------------------------------------------------- HardwareForm
HardwareForm::HardwareForm(const Catalog& catalog, QWidget* parent) : FormBase(parent), catalog_(catalog)
{
    auto* v = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    device_ = new QComboBox;
    for (const auto& d : catalog_.devices())
        device_->addItem(QStringLiteral("%1%2").arg(qs(d.name), d.flags.empty() ? QString() : QStringLiteral("  ⚠")), qs(d.id));
    device_->setMaxVisibleItems(20);
    addField(form, QStringLiteral("cluster.device"), tr("&Device:"), device_);
    v->addLayout(form);
    specs_ = new QLabel;
    specs_->setWordWrap(true);
    v->addWidget(specs_);
    flags_ = new QLabel;
    flags_->setWordWrap(true);
    QPalette p = flags_->palette();
    p.setColor(QPalette::WindowText, QColor(0xc0, 0x70, 0x00));
    flags_->setPalette(p);
    v->addWidget(flags_);

    auto* form2 = new QFormLayout;
    form2->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto* countRow = new QWidget;
    auto* h = new QHBoxLayout(countRow);
    h->setContentsMargins(0, 0, 0, 0);
    countSlider_ = new QSlider(Qt::Horizontal);
    countSlider_->setObjectName(QStringLiteral("deviceCountSlider"));
    countSlider_->setToolTip(tr("Device counts with a valid layout for this model and batch (whole nodes, or a power of "
                                "two within one). Arrow keys step to the next valid count, Page Up/Down double or halve."));
    countSlider_->installEventFilter(this);
    count_ = spin(1, 100000);
    count_->setObjectName(QStringLiteral("deviceCount"));
    h->addWidget(countSlider_, 1);
    h->addWidget(count_);
    addField(form2, QStringLiteral("cluster.devices"), tr("Devices:"), countRow);
    perNode_ = spin(0, 100000);
    perNode_->setSpecialValueText(tr("device default"));
    addField(form2, QStringLiteral("cluster.devices_per_node"), tr("Devices per node:"), perNode_);
    memory_ = dspin(0, 100000, 1, tr(" GiB"));
    tflops_ = dspin(0, 1e6, 1, tr(" TFLOP/s"));
    scaleUp_ = dspin(0, 1e6, 1, tr(" GB/s"));
    scaleOut_ = dspin(0, 1e6, 1, tr(" GB/s"));
    addField(form2, QStringLiteral("device.memory_gib"), tr("Memory:"), memory_, tr("Usable device memory (override)"));
    addField(form2, QStringLiteral("device.tflops"), tr("BF16 peak:"), tflops_, tr("Dense BF16 peak (override)"));
    addField(form2, QStringLiteral("device.scale_up_gbps"), tr("Scale-up link:"), scaleUp_, tr("Per device, one direction (NVLink/HCCS…)"));
    addField(form2, QStringLiteral("device.scale_out_gbps"), tr("Scale-out NIC:"), scaleOut_, tr("Per device, one direction"));
    powerCap_ = spin(0, 100000, 50);
    powerCap_->setObjectName(QStringLiteral("powerCap"));
    powerCap_->setSuffix(tr(" W"));
    powerCap_->setSpecialValueText(tr("none (TDP)"));
    addField(form2, QStringLiteral("cluster.power_cap_w"), tr("Power cap:"), powerCap_);  // tip: deviceChanged()
    v->addLayout(form2);
    v->addStretch(1);

    connect(device_, &QComboBox::currentIndexChanged, this, [this] {
        if (loading_)
            return;
        deviceChanged();
        emitChanged();
    });
    connect(countSlider_, &QSlider::valueChanged, this, [this](int pos) {
        int c = countAtSliderPosition(pos);
        const int currentPos = static_cast<int>(std::lround(sliderFraction(count_->value()) * kCountSliderSteps));
        if (c == count_->value() && pos != currentPos)  // a small move still reaches the next valid count
            c = adjacentCount(pos > currentPos ? 1 : -1);
        setCount(c);
    });
    connect(count_, &QSpinBox::valueChanged, this, [this] {
        syncSlider();
        emitChanged();
    });
    connect(perNode_, &QSpinBox::valueChanged, this, [this] {
        rebuildCounts();
        emitChanged();
    });
    connect(powerCap_, &QSpinBox::valueChanged, this, [this] { emitChanged(); });
    for (QDoubleSpinBox* s : {memory_, tflops_, scaleUp_, scaleOut_})
        connect(s, &QDoubleSpinBox::valueChanged, this, [this] { emitChanged(); });
}

void HardwareForm::deviceChanged()
{
    const DeviceSpec* d = catalog_.device(device_->currentData().toString().toStdString());
    if (!d)
        return;
    base_ = *d;
    const bool wasLoading = loading_;
    loading_ = true;
    memory_->setValue(d->memory_gib);
    tflops_->setValue(d->bf16_tflops);
    scaleUp_->setValue(d->scale_up_gbps);
    scaleOut_->setValue(d->scale_out_gbps);
    loading_ = wasLoading;
    const QLocale loc;
    specs_->setText(tr("%1 · %2 GiB · %3 TB/s HBM · BF16 %4 TFLOP/s · FP8 %5 · %6 per node, scale-up domain %7")
                        .arg(qs(d->vendor))
                        .arg(loc.toString(d->memory_gib, 'f', 0))
                        .arg(loc.toString(d->hbm_tbps, 'f', 2))
                        .arg(loc.toString(d->bf16_tflops, 'f', 0))
                        .arg(d->fp8_tflops > 0 ? loc.toString(d->fp8_tflops, 'f', 0) : tr("none"))
                        .arg(d->devices_per_node)
                        .arg(d->scale_up_domain));
    if (const double share = measuredMatmulShare16(*d); share > 0)
        specs_->setText(specs_->text() + QLatin1Char('\n')
                        + tr("Measured achievable matmul rate: BF16 %1 TFLOP/s (%2 % of peak)")
                              .arg(loc.toString(d->mamf_bf16_tflops, 'f', 0))
                              .arg(loc.toString(100.0 * share, 'f', 0)));
    if (d->fa2_bf16_tflops > 0)
        specs_->setText(specs_->text() + QLatin1Char('\n')
                        + tr("FlashAttention-2 (PyTorch SDPA's default kernel): %1 TFLOP/s forward + backward")
                              .arg(loc.toString(d->fa2_bf16_tflops, 'f', 0)));
    QStringList f;
    for (const auto& x : d->flags)
        f << QStringLiteral("⚠ ") + qs(x);
    flags_->setText(f.join(QLatin1Char('\n')));
    flags_->setToolTip(tr("Uncertainty flags from the device catalog: figures that are estimated or disputed"));
    updatePowerCapTip(*d);
    rebuildCounts();
}

void HardwareForm::setProfile(const Profile& profile)
{
    profile_ = profile;
    updatePowerCapTip(base_);
}

// The power cap's tooltip names this device's own clock-power curve (the cost model's, not a copy of it).
void HardwareForm::updatePowerCapTip(const DeviceSpec& d)
{
    const QLocale loc;
    QString tip = tr("Board power limit per device (nvidia-smi -pl). Below the TDP the device sustains a lower clock, "
                     "(cap / TDP)^e of it, and compute slows accordingly; energy to train uses the cap.");
    if (d.tdp_w <= 0) {
        tip += QLatin1Char(' ') + tr("This device has no published TDP: a cap does not change its speed.");
    } else {
        const double e = powerClockExponent(d, profile_);
        const bool cubeLaw = std::abs(e - kCubeLawClockExponent) < 1e-9;
        tip += QLatin1Char(' ')
            + (d.power_clock_exponent > 0
                    ? tr("For this device (TDP %1 W) e = %2, read off the vendor's lower-power parts of the same die.")
                    : cubeLaw
                    ? tr("For this device (TDP %1 W) e = %2: its own curve is not published, the textbook f³ law applies.")
                    : tr("For this device (TDP %1 W) e = %2: its own curve is not published, the calibration profile's "
                         "power_cap_clock_exponent applies."))
                  .arg(loc.toString(d.tdp_w, 'f', 0), loc.toString(e, 'f', 2));
    }
    powerCap_->setToolTip(tip);
}

void HardwareForm::rebuildCounts()
{
    QSignalBlocker b(countSlider_);
    countSlider_->setRange(0, kCountSliderSteps);
    countSlider_->setSingleStep(1);
    countSlider_->setPageStep(kCountSliderSteps / 10);
    syncSlider();
}

void HardwareForm::setLayoutContext(const Scenario& sc, const SearchConstraints& c) { layoutContext_ = std::pair{sc, c}; }

// The context with this form's node size (the spin box may be ahead of the scenario it came with).
namespace {
Scenario withNode(Scenario sc, int perNode)
{
    sc.cluster.devices_per_node = perNode;
    return sc;
}
}  // namespace

int HardwareForm::nearestCount(int target) const
{
    target = std::clamp(target, 1, kMaxCount);
    const int node = perNode_->value() > 0 ? perNode_->value() : std::max(1, base_.devices_per_node);
    if (layoutContext_) {
        const Scenario sc = withNode(layoutContext_->first, perNode_->value());
        if (auto n = nearestValidDeviceCount(sc, layoutContext_->second, target, kMaxCount))
            return *n;
    }
    // No layout context (or nothing valid nearby): the nearest count the node size allows.
    if (target < node) {
        int p = 1;
        while (p * 2 <= target)
            p *= 2;
        return (target - p < 2 * p - target || 2 * p >= node) ? p : 2 * p;
    }
    const int below = target / node * node;
    return target - below <= node / 2 || below + node > kMaxCount ? below : below + node;
}

int HardwareForm::adjacentCount(int direction) const
{
    const int current = count_->value();
    if (layoutContext_) {
        const Scenario sc = withNode(layoutContext_->first, perNode_->value());
        if (auto n = adjacentValidDeviceCount(sc, layoutContext_->second, current, direction, kMaxCount))
            return *n;
        return current;
    }
    const int node = perNode_->value() > 0 ? perNode_->value() : std::max(1, base_.devices_per_node);
    for (int m = current + (direction < 0 ? -1 : 1); m >= 1 && m <= kMaxCount; m += direction < 0 ? -1 : 1)
        if (allowedDeviceCount(m, node))
            return m;
    return current;
}

void HardwareForm::setCount(int c)
{
    if (c > 0 && count_->value() != c) {
        QSignalBlocker b(count_);
        count_->setValue(c);
        emitChanged();
    }
    syncSlider();
}

// Keys step over valid counts exactly (a log-scale position would round to a neighbour of a neighbour).
bool HardwareForm::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == countSlider_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        const int current = count_->value();
        switch (key) {
        case Qt::Key_Right:
        case Qt::Key_Up: setCount(adjacentCount(+1)); return true;
        case Qt::Key_Left:
        case Qt::Key_Down: setCount(adjacentCount(-1)); return true;
        case Qt::Key_PageUp: setCount(nearestCount(current * 2)); return true;
        case Qt::Key_PageDown: setCount(nearestCount(std::max(1, current / 2))); return true;
        case Qt::Key_Home: setCount(nearestCount(1)); return true;
        case Qt::Key_End: setCount(nearestCount(kMaxCount)); return true;
        default: break;
        }
    }
    return FormBase::eventFilter(watched, event);
}

// The slider is logarithmic over 1 … kMaxCount: thousands of valid counts up to 100k would leave the
// small clusters most people plan for in the first few pixels of a linear one.
double HardwareForm::sliderFraction(int count)
{
    return std::log(double(std::max(1, count))) / std::log(double(kMaxCount));
}

int HardwareForm::countAtSliderPosition(int pos) const
{
    pos = std::clamp(pos, 0, kCountSliderSteps);
    const double target = std::exp(std::log(double(kMaxCount)) * pos / kCountSliderSteps);
    return nearestCount(static_cast<int>(std::lround(target)));
}

void HardwareForm::syncSlider()
{
    QSignalBlocker b(countSlider_);
    countSlider_->setValue(static_cast<int>(std::lround(sliderFraction(count_->value()) * kCountSliderSteps)));
}

void HardwareForm::load(const PlanInput& in)
{
    loading_ = true;
    const int i = device_->findData(qs(in.device_preset));
    if (i >= 0)
        device_->setCurrentIndex(i);
    setSpin(perNode_, in.scenario.cluster.devices_per_node);
    deviceChanged();
    const DeviceSpec& d = in.scenario.cluster.device;
    memory_->setValue(d.memory_gib);
    tflops_->setValue(d.bf16_tflops);
    scaleUp_->setValue(d.scale_up_gbps);
    scaleOut_->setValue(d.scale_out_gbps);
    setSpin(count_, in.scenario.cluster.num_devices);
    setSpin(powerCap_, static_cast<int>(std::lround(in.scenario.cluster.power_cap_w)));
    syncSlider();
    loading_ = false;
}

void HardwareForm::store(PlanInput& in) const
{
    DeviceSpec d = base_;
    d.memory_gib = memory_->value();
    if (tflops_->value() != base_.bf16_tflops)
        overridePeak16(d, tflops_->value());  // the other peaks and the measured rates follow
    d.scale_up_gbps = scaleUp_->value();
    d.scale_out_gbps = scaleOut_->value();
    in.scenario.cluster.device = d;
    in.device_preset = base_.id;
    in.scenario.cluster.num_devices = count_->value();
    in.scenario.cluster.devices_per_node = perNode_->value();
    in.scenario.cluster.power_cap_w = powerCap_->value();
}

// ---------------------------------------------------------------- TrainingForm
const std::vector<int>& TrainingForm::seqPositions()
{
    static const std::vector<int> p = [] {
        std::vector<int> v;
        for (int e = 9; e <= 20; ++e) {
            v.push_back(1 << e);
            if (e < 20)
                v.push_back(3 << (e - 1));
        }
        return v;
    }();
    return p;
}

TrainingForm::TrainingForm(QWidget* parent) : FormBase(parent)
{
    auto* v = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto* row = new QWidget;
    auto* h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    seqSlider_ = new QSlider(Qt::Horizontal);
    seqSlider_->setObjectName(QStringLiteral("seqLenSlider"));
    seqSlider_->setRange(0, static_cast<int>(seqPositions().size()) - 1);
    seqSlider_->setPageStep(2);
    seqSlider_->setToolTip(tr("Sequence length on a log scale, 512 … 1M tokens"));
    seq_ = spin(1, 1 << 24, 512);
    seq_->setObjectName(QStringLiteral("seqLen"));
    h->addWidget(seqSlider_, 1);
    h->addWidget(seq_);
    addField(form, QStringLiteral("training.seq_len"), tr("Sequence length:"), row);
    batch_ = spin(1, 1 << 24, 64);
    addField(form, QStringLiteral("training.global_batch"), tr("Global batch:"), batch_, tr("Sequences per optimizer step"));
    precision_ = new QComboBox;
    for (Precision p : {Precision::BF16, Precision::FP16, Precision::FP8})
        precision_->addItem(precisionName(p), static_cast<int>(p));
    addField(form, QStringLiteral("training.precision"), tr("Precision:"), precision_);
    fp8Recipe_ = new QComboBox;
    fp8Recipe_->setObjectName(QStringLiteral("fp8Recipe"));
    fp8Recipe_->addItem(tr("Framework default (MXFP8 on Blackwell)"), -1);
    for (Fp8Recipe r : {Fp8Recipe::Tensorwise, Fp8Recipe::Delayed, Fp8Recipe::Rowwise, Fp8Recipe::Blockwise, Fp8Recipe::Mxfp8})
        fp8Recipe_->addItem(QString::fromLatin1(toString(r)), static_cast<int>(r));
    addField(form, QStringLiteral("training.fp8_recipe"), tr("FP8 recipe:"), fp8Recipe_,
             tr("How FP8 tensors are scaled when the precision is FP8: it changes the GEMM kernels, the casts around them "
                "and whether weights are gathered in FP8"));
    searchFp8_ = new QCheckBox(tr("Also try FP8 (off: FP8 only when chosen as the precision)"));
    addField(form, QStringLiteral("training.search_fp8"), QString(), searchFp8_);
    framework_ = new QComboBox;
    framework_->setObjectName(QStringLiteral("trainingFramework"));
    framework_->addItem(tr("Device default (Megatron-LM; MindSpeed on Ascend)"), -1);
    for (TrainingFramework f : kTrainingFrameworks)
        framework_->addItem(QString::fromStdString(frameworkTitle(f)), static_cast<int>(f));
    addField(form, QStringLiteral("training.framework"), tr("Framework:"), framework_,
             tr("The framework to plan for: the search proposes only layouts it can run, and the launch code runs them"));
    torchCompile_ = defaultOnOffCombo(
        QStringLiteral("torchCompile"), tr("Framework default (where FP8 or async TP need it)"), tr("On"), tr("Off"));
    addField(form, QStringLiteral("training.torch_compile"), tr("torch.compile:"), torchCompile_,
             tr("torchtitan and DeepSpeed run PyTorch model code: without torch.compile every norm, activation and RoPE op "
                "is its own kernel and moves its tensors through HBM. Megatron-LM and MindSpeed use fused kernels either way."));
    gradReduce_ = defaultOnOffCombo(QStringLiteral("gradReduce"), tr("Framework default (FP32; BF16 on DeepSpeed)"),
        tr("FP32"), tr("BF16")); // on = fp32
    addField(form, QStringLiteral("training.grad_reduce"), tr("Gradient precision:"), gradReduce_,
        tr("The precision gradients are accumulated and reduced in: BF16 sends half of what FP32 sends and holds half "
           "the gradient memory. FP32 is every framework's default but DeepSpeed's, which keeps a BF16 model's "
           "gradients in BF16; NVIDIA's performance recipes use BF16."));
    gradAccumFusion_
        = defaultOnOffCombo(QStringLiteral("gradAccumFusion"), tr("Framework default"), tr("On"), tr("Off"));
    addField(form, QStringLiteral("training.grad_accumulation_fusion"), tr("Gradient fusion:"), gradAccumFusion_,
        tr("Megatron-LM and MindSpeed: the weight-gradient GEMMs add into the FP32 main gradient. Off "
           "(--no-gradient-accumulation-fusion) adds a pass over every parameter per micro-batch. Default: on for "
           "Megatron-LM; off for MindSpeed, whose fused operator needs Ascend Transformer Boost."));
    v->addLayout(form);
    buildBudget(v);
    v->addStretch(1);
    connect(seqSlider_, &QSlider::valueChanged, this, [this](int i) {
        const int value = seqPositions()[static_cast<size_t>(i)];
        if (seq_->value() != value) {
            QSignalBlocker b(seq_);
            seq_->setValue(value);
            emitChanged();
        }
    });
    connect(seq_, &QSpinBox::valueChanged, this, [this](int value) {
        const auto& p = seqPositions();
        auto it = std::lower_bound(p.begin(), p.end(), value);
        QSignalBlocker b(seqSlider_);
        seqSlider_->setValue(it == p.end() ? static_cast<int>(p.size()) - 1 : static_cast<int>(it - p.begin()));
        emitChanged();
    });
    connect(batch_, &QSpinBox::valueChanged, this, [this] { emitChanged(); });
    connect(precision_, &QComboBox::currentIndexChanged, this, [this] { emitChanged(); });
    connect(framework_, &QComboBox::currentIndexChanged, this, [this] { emitChanged(); });
    for (QComboBox* c : { torchCompile_, gradReduce_, gradAccumFusion_ })
        connect(c, &QComboBox::currentIndexChanged, this, [this] { emitChanged(); });
    // torch.compile matters only where the framework's model code is eager PyTorch; the fusion switch only where the
    // framework has one.
    connect(framework_, &QComboBox::currentIndexChanged, this, [this] { updateCompileEnabled(); });
    connect(fp8Recipe_, &QComboBox::currentIndexChanged, this, [this] { emitChanged(); });
    // The recipe matters only where FP8 runs: chosen as the precision, or tried by the search.
    auto recipeApplies = [this] {
        fp8Recipe_->setEnabled(static_cast<Precision>(precision_->currentData().toInt()) == Precision::FP8 || searchFp8_->isChecked());
    };
    connect(precision_, &QComboBox::currentIndexChanged, this, recipeApplies);
    connect(searchFp8_, &QCheckBox::toggled, this, recipeApplies);
    connect(searchFp8_, &QCheckBox::toggled, this, [this] { emitChanged(); });
}

void TrainingForm::load(const PlanInput& in)
{
    loading_ = true;
    setSpin(seq_, in.scenario.training.seq_len);
    setSpin(batch_, in.scenario.training.global_batch);
    precision_->setCurrentIndex(precision_->findData(static_cast<int>(in.scenario.training.precision)));
    framework_->setCurrentIndex(framework_->findData(in.scenario.training.framework ? static_cast<int>(*in.scenario.training.framework) : -1));
    searchFp8_->setChecked(in.search_fp8);
    fp8Recipe_->setCurrentIndex(fp8Recipe_->findData(in.scenario.training.fp8_recipe ? static_cast<int>(*in.scenario.training.fp8_recipe) : -1));
    fp8Recipe_->setEnabled(in.scenario.training.precision == Precision::FP8 || in.search_fp8);
    setDefaultOnOff(torchCompile_, in.scenario.training.torch_compile);
    setDefaultOnOff(gradReduce_, in.scenario.training.fp32_grad_reduce);
    setDefaultOnOff(gradAccumFusion_, in.scenario.training.grad_accumulation_fusion);
    updateCompileEnabled();
    loadBudget(in.scenario.training.budget);
    loading_ = false;
}

void TrainingForm::store(PlanInput& in) const
{
    in.scenario.training.seq_len = seq_->value();
    in.scenario.training.global_batch = batch_->value();
    in.scenario.training.precision = static_cast<Precision>(precision_->currentData().toInt());
    const int fw = framework_->currentData().toInt();
    in.scenario.training.framework = fw < 0 ? std::nullopt : std::optional<TrainingFramework>(static_cast<TrainingFramework>(fw));
    const int recipe = fp8Recipe_->currentData().toInt();
    in.scenario.training.fp8_recipe = recipe < 0 ? std::nullopt : std::optional<Fp8Recipe>(static_cast<Fp8Recipe>(recipe));
    in.search_fp8 = searchFp8_->isChecked();
    in.scenario.training.torch_compile = defaultOnOff(torchCompile_);
    in.scenario.training.fp32_grad_reduce = defaultOnOff(gradReduce_);
    in.scenario.training.grad_accumulation_fusion = defaultOnOff(gradAccumFusion_);
    storeBudget(in.scenario.training.budget);
}

void TrainingForm::updateCompileEnabled()
{
    // The device default is Megatron-LM or MindSpeed, whose kernels are fused whatever the setting.
    const int fw = framework_->currentData().toInt();
    torchCompile_->setEnabled(fw >= 0 && frameworkFeatures(static_cast<TrainingFramework>(fw)).eager_model_code);
    // Both device defaults (Megatron-LM, MindSpeed) have the fusion switch.
    gradAccumFusion_->setEnabled(
        fw < 0 || frameworkFeatures(static_cast<TrainingFramework>(fw)).grad_accumulation_fusion_switch);
}

// ---------------------------------------------------------------- ConstraintsForm
namespace {
constexpr std::array<Recompute, 3> kRecomputes = {Recompute::None, Recompute::Selective, Recompute::Full};

struct DimInfo {
    const char* key;  // scenario-file and error field name
    int lowest;       // smallest legal value (ZeRO stage 0)
    int highest = kMaxDegreeText;
};
constexpr std::array<DimInfo, ConstraintsForm::DimCount> kDims = {{
    {"dp", 1}, {"tp", 1}, {"pp", 1}, {"cp", 1}, {"ep", 1}, {"vpp", 1}, {"mbs", 1}, {"zero", 0, kMaxZeroStage}}};

DimRange& rangeOf(SearchConstraints& c, int d)
{
    DimRange* r[] = {&c.dp, &c.tp, &c.pp, &c.cp, &c.ep, &c.vpp, &c.mbs, &c.zero};
    return *r[d];
}

QString fieldKey(int d) { return QStringLiteral("constraints.") + QLatin1String(kDims[size_t(d)].key); }
}  // namespace

ConstraintsForm::ConstraintsForm(QWidget* parent) : FormBase(parent)
{
    auto* v = new QVBoxLayout(this);
    auto* dims = new QGroupBox(tr("Parallel degrees"));
    auto* form = new QFormLayout(dims);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const QString labels[DimCount] = {tr("DP:"), tr("TP:"), tr("PP:"), tr("CP:"), tr("EP:"), tr("Virtual stages:"),
                                      tr("Micro-batch:"), tr("ZeRO stage:")};
    const QString what[DimCount] = {tr("data-parallel degree"), tr("tensor-parallel degree"), tr("pipeline stages"),
                                    tr("context-parallel degree"), tr("expert-parallel degree"),
                                    tr("virtual pipeline stages per device (interleaved schedule)"),
                                    tr("micro-batch size in sequences"), tr("ZeRO / FSDP stage (0–3)")};
    for (int d = 0; d < DimCount; ++d) {
        auto* e = new QLineEdit;
        e->setPlaceholderText(tr("any"));
        e->setClearButtonEnabled(true);
        addField(form, fieldKey(d), labels[d], e,
                 tr("Fix or bound the %1: N, MIN..MAX, or a list A,B,C. Empty = any value the rules allow.").arg(what[d]));
        connect(e, &QLineEdit::textChanged, this, [this] { emitChanged(); });
        bounds_[size_t(d)] = e;
    }
    v->addWidget(dims);

    auto* other = new QFormLayout;
    other->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    headroom_ = dspin(0, 90, 0, QStringLiteral(" %"));
    addField(other, QStringLiteral("constraints.memory_headroom"), tr("Memory headroom:"), headroom_,
             tr("Fraction of device memory kept free"));
    connect(headroom_, &QDoubleSpinBox::valueChanged, this, [this] { emitChanged(); });
    allowCp_ = new QCheckBox(tr("Allow context parallelism"));
    allowOffload_ = new QCheckBox(tr("Allow optimizer CPU offload"));
    addField(other, QStringLiteral("constraints.allow_cp"), QString(), allowCp_);
    addField(other, QStringLiteral("constraints.allow_offload"), QString(), allowOffload_);
    connect(allowCp_, &QCheckBox::toggled, this, [this] { emitChanged(); });
    connect(allowOffload_, &QCheckBox::toggled, this, [this] { emitChanged(); });
    v->addLayout(other);

    auto* sched = new QGroupBox(tr("Allowed pipeline schedules"));
    auto* sg = new QGridLayout(sched);
    for (size_t i = 0; i < kSchedules.size(); ++i) {
        schedules_[i] = new QCheckBox(scheduleName(kSchedules[i]));
        sg->addWidget(schedules_[i], static_cast<int>(i / 2), static_cast<int>(i % 2));
        connect(schedules_[i], &QCheckBox::toggled, this, [this] { emitChanged(); });
    }
    v->addWidget(sched);

    auto* rec = new QGroupBox(tr("Allowed activation recomputation"));
    auto* rl = new QHBoxLayout(rec);
    const QString recNames[] = {tr("None"), tr("Selective"), tr("Full")};
    for (size_t i = 0; i < kRecomputes.size(); ++i) {
        recomputes_[i] = new QCheckBox(recNames[i]);
        recomputes_[i]->setObjectName(QStringLiteral("constraints.recompute.") + QLatin1String(toString(kRecomputes[i])));
        rl->addWidget(recomputes_[i]);
        connect(recomputes_[i], &QCheckBox::toggled, this, [this] { emitChanged(); });
    }
    rec->setToolTip(tr("Recomputation modes the search may pick; none checked is treated as all"));
    v->addWidget(rec);

    auto* wbox = new QGroupBox(tr("Score weights"));
    auto* wf = new QFormLayout(wbox);
    const QString names[] = {tr("Throughput:"), tr("Free memory:"), tr("Low comm:"), tr("Low bubble:")};
    for (size_t i = 0; i < 4; ++i) {
        auto* row = new QWidget;
        auto* h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        weights_[i] = new QSlider(Qt::Horizontal);
        weights_[i]->setRange(0, 100);
        weightLabels_[i] = new QLabel;
        weightLabels_[i]->setMinimumWidth(QFontMetrics(font()).horizontalAdvance(QStringLiteral("0.00")) + 4);
        h->addWidget(weights_[i], 1);
        h->addWidget(weightLabels_[i]);
        wf->addRow(names[i], row);
        connect(weights_[i], &QSlider::valueChanged, this, [this, i](int val) {
            weightLabels_[i]->setText(QString::number(val / 100.0, 'f', 2));
            emitChanged();
        });
    }
    v->addWidget(wbox);
    v->addStretch(1);
}

void ConstraintsForm::load(const PlanInput& in)
{
    loading_ = true;
    SearchConstraints c = in.constraints;
    for (int d = 0; d < DimCount; ++d)
        bounds_[size_t(d)]->setText(QString::fromStdString(formatDimRange(rangeOf(c, d), kDims[size_t(d)].lowest, kDims[size_t(d)].highest)));
    headroom_->setValue(in.constraints.memory_headroom * 100);
    allowCp_->setChecked(in.constraints.allow_cp);
    allowOffload_->setChecked(in.constraints.allow_offload);
    for (size_t i = 0; i < kSchedules.size(); ++i) {
        const auto& s = in.constraints.schedules;
        schedules_[i]->setChecked(s.empty() || std::find(s.begin(), s.end(), kSchedules[i]) != s.end());
    }
    for (size_t i = 0; i < kRecomputes.size(); ++i) {
        const auto& r = in.constraints.recomputes;
        recomputes_[i]->setChecked(r.empty() || std::find(r.begin(), r.end(), kRecomputes[i]) != r.end());
    }
    const double w[] = {in.weights.throughput, in.weights.memory, in.weights.comm, in.weights.bubble};
    for (size_t i = 0; i < 4; ++i) {
        weights_[i]->setValue(static_cast<int>(std::lround(w[i] * 100)));
        weightLabels_[i]->setText(QString::number(weights_[i]->value() / 100.0, 'f', 2));
    }
    loading_ = false;
}

Result<DimRange> ConstraintsForm::parsedBound(int d) const
{
    const DimInfo& info = kDims[size_t(d)];
    return parseDimRange(fieldKey(d).toStdString(), bounds_[size_t(d)]->text().toStdString(), info.lowest, info.highest);
}

std::vector<Error> ConstraintsForm::inputErrors() const
{
    std::vector<Error> errors;
    for (int d = 0; d < DimCount; ++d)
        if (auto r = parsedBound(d); !r)
            errors.push_back(r.error());
    return errors;
}

void ConstraintsForm::store(PlanInput& in) const
{
    SearchConstraints& c = in.constraints;
    for (int d = 0; d < DimCount; ++d)
        if (auto r = parsedBound(d))  // else inputErrors() reports it and the last good bound stays
            rangeOf(c, d) = *r;
    // A micro-batch bound decides which sizes are tried; without one the search's default list stays.
    c.mbs_candidates = bounds_[MBS]->text().trimmed().isEmpty() ? SearchConstraints{}.mbs_candidates
                                                                 : microBatchCandidates(c.mbs);
    c.memory_headroom = headroom_->value() / 100.0;
    c.allow_cp = allowCp_->isChecked();
    c.allow_offload = allowOffload_->isChecked();
    c.schedules.clear();
    for (size_t i = 0; i < kSchedules.size(); ++i)
        if (schedules_[i]->isChecked())
            c.schedules.push_back(kSchedules[i]);
    if (c.schedules.size() == kSchedules.size())
        c.schedules.clear();  // empty = all
    c.recomputes.clear();
    for (size_t i = 0; i < kRecomputes.size(); ++i)
        if (recomputes_[i]->isChecked())
            c.recomputes.push_back(kRecomputes[i]);
    if (c.recomputes.size() == kRecomputes.size())
        c.recomputes.clear();
    in.weights = ScoreWeights{weights_[0]->value() / 100.0, weights_[1]->value() / 100.0, weights_[2]->value() / 100.0,
                              weights_[3]->value() / 100.0};
}

}  // namespace psa::ui
