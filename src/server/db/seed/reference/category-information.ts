import type { MarkerCategoryAbbr } from './marker-categories';

/** The learn pages of the marker categories (spec 000 §3 category extra information). */
export interface CategoryInformationSeed {
  overview: string;
  whyItMatters: string;
  howToImprove: string;
}

export const categoryInformationCatalogue: Readonly<Record<MarkerCategoryAbbr, CategoryInformationSeed>> = {
  HEART: {
    overview:
      'Heart health looks at the fats in your blood and the particles that carry them: total, LDL, HDL and non-HDL cholesterol, triglycerides, apolipoprotein B and lipoprotein(a). Together they show how many artery-clogging particles circulate and how well your body clears them.',
    whyItMatters:
      'Cardiovascular disease is the leading cause of death worldwide, and plaque builds silently for decades before a heart attack or stroke. The particles measured here are a direct cause of that plaque, so the lower your lifetime exposure, the lower your risk — which makes this the category where early action pays off most.',
    howToImprove:
      'Replace saturated fat (fatty meat, butter, pastries) with olive oil, nuts and oily fish; eat 25-35 g of fibre a day from oats, beans, vegetables and fruit; limit sugar and alcohol, which raise triglycerides; move for at least 150 minutes a week; and do not smoke. Lp(a) is inherited — if it is high, keeping the others low matters even more, and your doctor may consider medication.',
  },
  METAB: {
    overview:
      'Metabolism covers how your body handles sugar: fasting glucose (a snapshot), hemoglobin A1c (the three-month average) and fasting insulin (how hard the pancreas works to keep glucose in range).',
    whyItMatters:
      'Insulin resistance develops years before diabetes and drives fatty liver, high triglycerides, high blood pressure and weight gain around the waist. Catching it early — a rising insulin with normal glucose, or an A1c creeping towards 5.7 % — gives you time to reverse it.',
    howToImprove:
      'Build meals around vegetables, protein and whole grains rather than refined starch and sugar; walk for 10-15 minutes after meals; add two or three strength sessions a week, since muscle is the largest consumer of glucose; sleep seven to nine hours; and lose excess weight — 5-7 % of body weight halves the progression to diabetes.',
  },
  INFLAM: {
    overview:
      'Inflammation is measured with high-sensitivity C-reactive protein, a protein the liver releases when the immune system is active. The high-sensitivity test picks up the low, chronic levels that matter for long-term health.',
    whyItMatters:
      'Short bursts of inflammation heal injuries and fight infection, but low-grade inflammation that never switches off damages blood vessels and tissues and is linked to heart disease, diabetes, depression and faster biological ageing. It is one of the nine inputs of your InnerAge.',
    howToImprove:
      'The biggest levers are losing excess body fat (especially around the waist), regular moderate exercise, a Mediterranean-style diet with vegetables, fish, olive oil and nuts, good sleep, not smoking and caring for your gums. Retest after a cold or a very hard workout, which raise CRP for days.',
  },
  LIVER: {
    overview:
      'The liver panel measures enzymes that leak from stressed liver cells (ALT, AST), enzymes of the bile ducts (GGT, ALP), and products the liver makes or clears (albumin, total protein, bilirubin).',
    whyItMatters:
      'The liver processes nutrients, medicines and alcohol and makes most blood proteins. Fatty liver now affects about one adult in three, usually without symptoms, and raises the risk of diabetes and heart disease; mildly raised liver enzymes are often its first sign. Albumin and ALP are also InnerAge markers.',
    howToImprove:
      'Limit alcohol, cut back sugary drinks and refined carbohydrates (fructose in particular feeds liver fat), lose 5-10 % of body weight if you carry excess, exercise regularly, and check supplements and medicines with your doctor. Avoid hard training for two days before a test, as muscle also releases AST.',
  },
  KIDNEY: {
    overview:
      'Kidney markers show how well your kidneys filter blood — creatinine and the eGFR calculated from it, and urea nitrogen — and the salts they keep in balance: sodium, potassium, chloride and bicarbonate.',
    whyItMatters:
      'The kidneys lose filtering capacity silently, and chronic kidney disease affects about one adult in seven, most of whom do not know it. Reduced kidney function raises cardiovascular risk and changes how medicines should be dosed. Creatinine is also an InnerAge marker.',
    howToImprove:
      'Keep blood pressure and blood sugar in range, stay well hydrated, avoid regular use of NSAID painkillers, do not smoke, and eat plenty of vegetables and fruit. Remember that a lot of muscle or creatine supplements raise creatinine and make eGFR look lower than it is.',
  },
  BLOOD: {
    overview:
      'The complete blood count measures your red cells (count, hemoglobin, hematocrit, size and variation), your white cells and their types, and platelets.',
    whyItMatters:
      'It catches anaemia, infections, inflammation and nutrient deficiencies, and some of its numbers track biological ageing: white cell count, lymphocyte share, red cell size (MCV) and size variation (RDW) are four of the nine InnerAge markers.',
    howToImprove:
      'Eat enough iron, B12 and folate (meat, fish, eggs, legumes, leafy greens), limit alcohol, which enlarges red cells, do not smoke, which raises white cells and hemoglobin, sleep well and exercise regularly to keep chronic inflammation down. Avoid hard exercise right before a test.',
  },
  IRON: {
    overview:
      'Iron markers show your stores (ferritin), the iron in transit (serum iron), the capacity to carry it (TIBC and transferrin) and how full that capacity is (transferrin saturation).',
    whyItMatters:
      'Iron carries oxygen in hemoglobin and fuels energy production in every cell. Low stores cause fatigue and poor exercise tolerance long before anaemia, and are common in menstruating women, endurance athletes and plant-based eaters. Too much iron, as in hereditary hemochromatosis, slowly damages the liver, heart and pancreas.',
    howToImprove:
      'If low: eat red meat, shellfish, or legumes and greens with vitamin C, and take tea or coffee between rather than with meals; supplements should be guided by ferritin. If high: check for hemochromatosis, limit alcohol and iron supplements, and give blood if advised. Test in the morning, fasting, away from infections.',
  },
  VITMIN: {
    overview:
      'This category covers vitamin D, vitamin B12 and folate, and the minerals magnesium and calcium — nutrients your body cannot make enough of, or needs steady supplies of, for bones, nerves, muscles and blood.',
    whyItMatters:
      'Deficiencies are common and often silent: low vitamin D weakens bones and muscles, low B12 and folate cause anaemia and nerve problems, and low magnesium causes cramps and palpitations. They are also among the easiest results to fix.',
    howToImprove:
      'Get sensible sun and eat oily fish or take vitamin D3 in winter; include animal foods or a B12 supplement (especially if vegan, over 60 or on metformin or acid-reducing drugs); eat leafy greens, legumes, nuts and seeds for folate and magnesium. Retest about three months after a change.',
  },
  HORMONE: {
    overview:
      'Hormones here are the sex hormones and their carrier — total testosterone, sex hormone-binding globulin (SHBG) and DHEA sulfate — and cortisol, the main stress hormone.',
    whyItMatters:
      'These hormones shape energy, mood, libido, muscle, bone and recovery. They change with age and respond strongly to sleep, body fat and stress, so they are useful signals of how lifestyle is treating you. Ranges depend on sex, age and the time of day of the draw.',
    howToImprove:
      'Sleep seven to nine hours, lift weights two or three times a week, lose excess weight, limit alcohol and manage chronic stress. Take the test between 7 and 10 a.m., and tell your clinician about hormonal contraception, supplements or steroids, which all change these results.',
  },
  THYROID: {
    overview:
      'The thyroid panel includes TSH, the pituitary’s signal to the thyroid, and free T4 and free T3, the thyroid hormones themselves.',
    whyItMatters:
      'Thyroid hormone sets the pace of metabolism. An underactive thyroid — common in women and with age — causes fatigue, weight gain, feeling cold and raises cholesterol; an overactive one causes palpitations, weight loss and bone loss. Both are very treatable once found.',
    howToImprove:
      'Most thyroid problems are autoimmune and not caused by lifestyle, but adequate iodine (iodised salt, dairy, fish), selenium and iron support thyroid hormone production. Pause biotin supplements two days before the test, test at a consistent time of day, and recheck a borderline TSH after 6-8 weeks.',
  },
};
