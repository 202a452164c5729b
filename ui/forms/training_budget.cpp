// The Training form's "Time, cost and energy" group: the tokens to train on, the price of a
// device-hour, the facility's PUE and the device's power. The core computes with them
// (cost/time_to_train.h); this file only edits TrainingSpec::budget.
#include "cost/time_to_train.h"
#include "forms/forms.h"

#include <QGroupBox>
#include <QLocale>
#include <QRegularExpressionValidator>
#include <cmath>

namespace psa::ui {

namespace {

const QString kTokensField = QStringLiteral("training.train_tokens");
const QString kCurrencyField = QStringLiteral("training.currency");

// 1.5e13 → "15T", 3e11 → "300B": the way the count was most likely typed.
QString tokenCountText(double tokens)
{
    if (!(tokens > 0))
        return {};
    const std::pair<double, const char*> units[]
        = { { 1e15, "P" }, { 1e12, "T" }, { 1e9, "B" }, { 1e6, "M" }, { 1e3, "K" } };
    for (const auto& [scale, suffix] : units)
        if (tokens >= scale)
            return QString::number(tokens / scale, 'g', 6) + QLatin1String(suffix);
    return QString::number(tokens, 'g', 12);
}

} // namespace

void TrainingForm::buildBudget(QVBoxLayout* v)
{
    auto* box = new QGroupBox(tr("Time, cost and energy to train"));
    box->setObjectName(QStringLiteral("budgetGroup"));
    auto* form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    tokens_ = new QLineEdit;
    tokens_->setPlaceholderText(tr("e.g. 15T, 300B, 2.5e12 (empty: not asked)"));
    tokens_->setClearButtonEnabled(true);
    addField(form, kTokensField, tr("Training &tokens:"), tokens_,
        tr("Tokens to train on. With it, the Overview gives days, device-hours, cost and energy of the "
           "recommendation (with the throughput's error bar), and the Scaling tab days per device count. "
           "Accepts 15T, 300B, 800M or 2.5e12."));

    auto* priceRow = new QWidget;
    auto* h = new QHBoxLayout(priceRow);
    h->setContentsMargins(0, 0, 0, 0);
    price_ = new QDoubleSpinBox;
    price_->setRange(0, 1e9);
    price_->setDecimals(2);
    price_->setSingleStep(0.25);
    price_->setKeyboardTracking(false);
    price_->setSpecialValueText(tr("no price"));
    price_->setObjectName(QStringLiteral("devicePrice"));
    price_->setToolTip(
        tr("What one device-hour costs (cloud list price or your amortised cost); 0 = no cost estimate"));
    currency_ = new QComboBox;
    currency_->setEditable(true);
    currency_->setInsertPolicy(QComboBox::NoInsert);
    currency_->addItems({ QStringLiteral("USD"), QStringLiteral("EUR"), QStringLiteral("CNY"), QStringLiteral("GBP"),
        QStringLiteral("JPY") });
    currency_->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Za-z0-9]{0,8}")), currency_));
    currency_->setToolTip(tr("Currency code of the price (letters and digits, up to 8)"));
    h->addWidget(price_, 1);
    h->addWidget(currency_);
    addField(form, QStringLiteral("training.device_hour_price"), tr("Price per device-&hour:"), priceRow);
    // The currency's own error line under the price row (which holds both widgets).
    QWidget* placeholder = addField(form, kCurrencyField, QString(), new QWidget);
    form->removeRow(placeholder);
    fields_[kCurrencyField].first = currency_;
    currency_->setObjectName(kCurrencyField);

    pue_ = new QDoubleSpinBox;
    pue_->setRange(1.0, 3.0);
    pue_->setDecimals(2);
    pue_->setSingleStep(0.05);
    pue_->setKeyboardTracking(false);
    addField(form, QStringLiteral("training.pue"), tr("Facility &PUE:"), pue_,
        tr("Power usage effectiveness: facility power ÷ IT power. Default %1, what hyperscale operators report "
           "(Google 1.10, Meta ~1.08, Microsoft ~1.18); the industry average is ~1.56 (Uptime Institute 2024).")
            .arg(QLocale().toString(kDefaultPue, 'f', 1)));

    power_ = new QSpinBox;
    power_->setRange(0, 100000);
    power_->setSingleStep(50);
    power_->setSuffix(tr(" W"));
    power_->setKeyboardTracking(false);
    power_->setSpecialValueText(tr("catalog TDP"));
    addField(form, QStringLiteral("training.device_power_w"), tr("Power per device:"), power_,
        tr("Board power used for the energy only (0 = the device's TDP from the catalog)"));
    v->addWidget(box);

    // One run and one undo step per finished edit, not per keystroke.
    connect(tokens_, &QLineEdit::editingFinished, this, [this] { emitChanged(); });
    connect(tokens_, &QLineEdit::textChanged, this, [this](const QString& t) {
        if (t.isEmpty()) // the clear button
            emitChanged();
    });
    connect(price_, &QDoubleSpinBox::valueChanged, this, [this] { emitChanged(); });
    connect(pue_, &QDoubleSpinBox::valueChanged, this, [this] { emitChanged(); });
    connect(power_, &QSpinBox::valueChanged, this, [this] { emitChanged(); });
    connect(currency_, &QComboBox::currentTextChanged, this, [this] { emitChanged(); });
}

void TrainingForm::loadBudget(const TrainingBudget& b)
{
    tokens_->setText(tokenCountText(b.train_tokens));
    price_->setValue(b.device_hour_price);
    currency_->setCurrentText(QString::fromStdString(b.currency));
    pue_->setValue(b.pue);
    power_->setValue(static_cast<int>(std::lround(b.device_power_w)));
}

std::vector<Error> TrainingForm::inputErrors() const
{
    std::vector<Error> errors;
    const QString text = tokens_->text().trimmed();
    if (!text.isEmpty() && !parseTokenCount(text.toStdString()))
        errors.push_back(Error { kTokensField.toStdString(), "bad_value",
            tr("“%1” is not a positive token count: write e.g. 15T, 300B or 2.5e12").arg(text).toStdString() });
    if (currency_->currentText().trimmed().isEmpty())
        errors.push_back(Error { kCurrencyField.toStdString(), "bad_value",
            tr("the currency is empty: give a code such as USD, EUR or CNY").toStdString() });
    return errors;
}

void TrainingForm::storeBudget(TrainingBudget& b) const
{
    const QString text = tokens_->text().trimmed();
    if (text.isEmpty())
        b.train_tokens = 0;
    else if (auto t = parseTokenCount(text.toStdString()))
        b.train_tokens = *t; // else inputErrors() reports it and the last good count stays
    b.device_hour_price = price_->value();
    if (const QString c = currency_->currentText().trimmed().toUpper(); !c.isEmpty())
        b.currency = c.toStdString();
    b.pue = pue_->value();
    b.device_power_w = power_->value();
}

} // namespace psa::ui
