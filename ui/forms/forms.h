// The four input editors (model, hardware, training, constraints). Each loads from and stores into a
// PlanInput, emits changed() on every user edit, and shows validation errors next to the field at fault.
#pragma once

#include "calibration/profile.h"
#include "catalog/catalog.h"
#include "forms/plan_input.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QWidget>
#include <array>
#include <map>
#include <optional>
#include <vector>

namespace psa::ui {

class FormBase : public QWidget {
    Q_OBJECT
public:
    explicit FormBase(QWidget* parent = nullptr);
    // Shows each error whose field this form owns next to that field; clears the others.
    // Returns how many errors were shown here.
    int setErrors(const std::vector<Error>& errors);
    [[nodiscard]] QString errorText(const QString& field) const;

signals:
    void changed();

protected:
    QWidget* addField(QFormLayout* form, const QString& key, const QString& label, QWidget* w, const QString& tip = {});
    void emitChanged()
    {
        if (!loading_)
            emit changed();
    }
    bool loading_ = false;
    std::map<QString, std::pair<QWidget*, QLabel*>> fields_;  // key → widget, its error label
};

class ModelForm : public FormBase {
    Q_OBJECT
public:
    explicit ModelForm(const Catalog& catalog, QWidget* parent = nullptr);
    void load(const PlanInput& in);
    void store(PlanInput& in) const;
    // Replaces the model with an imported one (shown as a custom preset).
    void setImportedModel(const ModelSpec& m);
    QComboBox* preset() const { return preset_; }
    QSpinBox* kvHeads() const { return kvHeads_; }

signals:
    void importRequested();

private:
    void showModel(const ModelSpec& m);
    void updateVisibility();
    const Catalog& catalog_;
    ModelSpec base_;
    std::string presetId_;
    QComboBox* preset_;
    QSpinBox *layers_, *hidden_, *heads_, *kvHeads_, *headDim_, *ffn_, *vocab_;
    QCheckBox* tied_;
    QComboBox* activation_;
    QSpinBox *experts_, *topK_, *shared_, *expertFfn_, *sharedFfn_, *denseLayers_;
    QSpinBox *kvLora_, *qLora_, *qkNope_, *qkRope_, *vHead_;
    QGroupBox *moeBox_, *mlaBox_;
    QLabel* notes_;
};

class HardwareForm : public FormBase {
    Q_OBJECT
public:
    explicit HardwareForm(const Catalog& catalog, QWidget* parent = nullptr);
    void load(const PlanInput& in);
    void store(PlanInput& in) const;
    QSlider* countSlider() const { return countSlider_; }
    QSpinBox* countSpin() const { return count_; }
    QComboBox* device() const { return device_; }
    QSpinBox* powerCap() const { return powerCap_; }
    // The model, batch and constraints the slider's counts must have a valid layout for (issue 15 item 2);
    // until set, the slider moves over the counts the node size allows.
    void setLayoutContext(const Scenario& sc, const SearchConstraints& c);
    // The calibration profile in use: the power cap's tooltip states the exponent it gives devices without a
    // published clock-power curve.
    void setProfile(const Profile& profile);
    // The valid count a slider position stands for (log scale; see forms.cpp).
    [[nodiscard]] int countAtSliderPosition(int pos) const;
    // The valid count next to the current one (+1 up, −1 down); the current count when there is none.
    [[nodiscard]] int adjacentCount(int direction) const;
    static constexpr int kCountSliderSteps = 1000;
    static constexpr int kMaxCount = 100000;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void deviceChanged();
    void updatePowerCapTip(const DeviceSpec& d);
    void rebuildCounts();
    void syncSlider();
    void setCount(int count);
    [[nodiscard]] int nearestCount(int target) const;
    [[nodiscard]] static double sliderFraction(int count);
    const Catalog& catalog_;
    DeviceSpec base_;
    QComboBox* device_;
    QLabel *specs_, *flags_;
    QSlider* countSlider_;
    QSpinBox *count_, *perNode_, *powerCap_;
    QDoubleSpinBox *memory_, *tflops_, *scaleUp_, *scaleOut_;
    std::optional<std::pair<Scenario, SearchConstraints>> layoutContext_;
    Profile profile_ = defaultProfile();
};

class TrainingForm : public FormBase {
    Q_OBJECT
public:
    explicit TrainingForm(QWidget* parent = nullptr);
    void load(const PlanInput& in);
    void store(PlanInput& in) const;
    QSlider* seqSlider() const { return seqSlider_; }
    QSpinBox* seqSpin() const { return seq_; }
    // The slider's positions: 512, 768, 1024, 1536 … 1M.
    static const std::vector<int>& seqPositions();
    // Time, cost and energy to train (forms/training_budget.cpp): problems in the token count or the
    // currency text (fields "training.train_tokens", "training.currency"); store() keeps the last good value.
    [[nodiscard]] std::vector<Error> inputErrors() const;
    QLineEdit* trainTokens() const { return tokens_; }
    QComboBox* precision() const { return precision_; }
    QComboBox* fp8Recipe() const { return fp8Recipe_; }
    QComboBox* torchCompile() const { return torchCompile_; }
    QComboBox* gradReduce() const { return gradReduce_; }
    QComboBox* gradAccumFusion() const { return gradAccumFusion_; }
    QDoubleSpinBox* devicePrice() const { return price_; }
    QComboBox* currency() const { return currency_; }
    QDoubleSpinBox* pue() const { return pue_; }
    QSpinBox* devicePower() const { return power_; }

private:
    void buildBudget(QVBoxLayout* v);
    void loadBudget(const TrainingBudget& b);
    void storeBudget(TrainingBudget& b) const;
    void updateCompileEnabled();
    QLineEdit* tokens_ = nullptr;
    QDoubleSpinBox *price_ = nullptr, *pue_ = nullptr;
    QComboBox* currency_ = nullptr;
    QSpinBox* power_ = nullptr;
    QSlider* seqSlider_;
    QSpinBox *seq_, *batch_;
    QComboBox *precision_, *fp8Recipe_, *framework_, *torchCompile_, *gradReduce_, *gradAccumFusion_;
    QCheckBox* searchFp8_;
};

class ConstraintsForm : public FormBase {
    Q_OBJECT
public:
    explicit ConstraintsForm(QWidget* parent = nullptr);
    void load(const PlanInput& in);
    void store(PlanInput& in) const;
    // Problems in the bound fields' text (field "constraints.<dim>"); store() keeps the last good bound.
    [[nodiscard]] std::vector<Error> inputErrors() const;

    // One editable bound per dimension (N, A..B, A,B,C or empty = any).
    enum Dim { DP, TP, PP, CP, EP, VPP, MBS, ZeRO, DimCount };
    QLineEdit* bound(Dim d) const { return bounds_[d]; }
    QDoubleSpinBox* headroom() const { return headroom_; }  // percent

private:
    [[nodiscard]] Result<DimRange> parsedBound(int dim) const;  // the text of bound `dim`, parsed
    std::array<QLineEdit*, DimCount> bounds_{};
    QDoubleSpinBox* headroom_;
    std::array<QCheckBox*, 6> schedules_{};
    std::array<QCheckBox*, 3> recomputes_{};
    QCheckBox *allowCp_, *allowOffload_;
    std::array<QSlider*, 4> weights_{};
    std::array<QLabel*, 4> weightLabels_{};
};

}  // namespace psa::ui
