/**
 * The learn pages of every blood marker (spec 000 §3 marker extra information), keyed by marker
 * abbreviation: what it is, why it matters, and what moves it. General education written for
 * customers, not advice for a person; every page of the product says to discuss results with a
 * clinician.
 */
export interface MarkerInformationSeed {
  whatItIs: string;
  whyItMatters: string;
  whatMovesIt: string;
}

export const markerInformationCatalogue: Readonly<Record<string, MarkerInformationSeed>> = {
  CHOL: {
    whatItIs:
      'Total cholesterol is all the cholesterol carried in your blood by lipoproteins: LDL, HDL and the very-low-density particles that also carry triglycerides. Cholesterol itself is essential — it builds cell membranes, hormones and bile acids — and the liver makes most of it.',
    whyItMatters:
      'A high total makes it likely that the atherogenic (artery-clogging) part is high too, and cholesterol above 240 mg/dL roughly doubles heart-disease risk compared with under 200. It is a blunt number on its own, because a high HDL also raises it; read it with LDL, non-HDL cholesterol and ApoB.',
    whatMovesIt:
      'Saturated and trans fat, excess body weight and genetics raise it; soluble fibre (oats, beans, psyllium), plant sterols, replacing butter with olive oil or nuts, and regular exercise lower it. An underactive thyroid can push it up, and statins or ezetimibe lower it when lifestyle is not enough.',
  },
  HDL: {
    whatItIs:
      'HDL cholesterol is the cholesterol carried in high-density lipoproteins, the particles that collect surplus cholesterol from tissues and artery walls and bring it back to the liver ("reverse cholesterol transport").',
    whyItMatters:
      'Low HDL — under 40 mg/dL in men or 50 in women — is a marker of higher cardiovascular risk and often travels with high triglycerides and insulin resistance. Very high levels are not extra protection, and drugs that only raise HDL have not prevented heart attacks, so it is best read as a sign of metabolic health.',
    whatMovesIt:
      'Aerobic exercise, losing excess weight, stopping smoking and replacing refined carbohydrates with unsaturated fats raise HDL. Sedentary living, smoking, a high-sugar diet, abdominal obesity and some medicines (anabolic steroids, some beta-blockers) lower it.',
  },
  LDL: {
    whatItIs:
      'LDL cholesterol is the cholesterol carried in low-density lipoproteins, the main particles that deliver cholesterol to tissues. Labs usually calculate it from total cholesterol, HDL and triglycerides (the Friedewald equation) or measure it directly.',
    whyItMatters:
      'LDL particles that enter the artery wall drive the build-up of atherosclerotic plaque, and lifelong exposure matters: every 39 mg/dL (1 mmol/L) lower LDL cuts major cardiovascular events by about a fifth. Under 100 mg/dL is optimal for most adults; 190 or above suggests familial hypercholesterolaemia.',
    whatMovesIt:
      'Saturated fat (fatty meat, butter, coconut oil), trans fat and genetics raise LDL. Soluble fibre, plant sterols, nuts, soy, replacing saturated with unsaturated fat, and weight loss lower it by 5-20 %; statins, ezetimibe and PCSK9 inhibitors lower it by 20-60 %.',
  },
  TG: {
    whatItIs:
      'Triglycerides are the main form of fat the body stores and carries for energy. After a meal they rise as the gut and liver package dietary fat and surplus carbohydrate into lipoproteins, which is why the test is best taken fasting.',
    whyItMatters:
      'High fasting triglycerides signal insulin resistance and fatty liver, and the remnant particles that carry them add to cardiovascular risk. Under 100 mg/dL is optimal, 150-199 borderline, and 500 or more raises the risk of pancreatitis.',
    whatMovesIt:
      'Sugar, refined carbohydrates, alcohol, excess calories and abdominal fat raise them, as do uncontrolled diabetes and an underactive thyroid. Cutting sugar and alcohol, losing weight, regular exercise and omega-3 fats from oily fish lower them, often by 20-50 %.',
  },
  NONHDL: {
    whatItIs:
      'Non-HDL cholesterol is total cholesterol minus HDL cholesterol: the cholesterol in every particle that can clog arteries — LDL, very-low-density lipoproteins, their remnants and Lp(a).',
    whyItMatters:
      'It captures risk that LDL alone misses, especially when triglycerides are high, and it does not require fasting. Guidelines use it as a secondary treatment target, set 30 mg/dL above the LDL target (under 130 mg/dL for most adults).',
    whatMovesIt:
      'Everything that lowers LDL or triglycerides lowers non-HDL cholesterol: less saturated fat and sugar, more fibre, weight loss, exercise and limiting alcohol. Lipid-lowering medicines reduce it in proportion to their effect on LDL.',
  },
  APOB: {
    whatItIs:
      'Apolipoprotein B is the protein wrapped around every atherogenic particle — LDL, very-low-density lipoprotein, their remnants and Lp(a) — exactly one per particle. Measuring it counts the particles instead of the cholesterol they carry.',
    whyItMatters:
      'Because plaque forms when particles enter the artery wall, particle number (ApoB) predicts risk at least as well as LDL cholesterol and better when they disagree, as they often do with high triglycerides or diabetes. Under 90 mg/dL is desirable; 120 or more is high.',
    whatMovesIt:
      'It responds to the same levers as LDL and triglycerides: less saturated fat and refined carbohydrate, more soluble fibre, weight loss and exercise. Statins, ezetimibe and PCSK9 inhibitors lower it substantially.',
  },
  LPA: {
    whatItIs:
      'Lipoprotein(a) is an LDL-like particle with an extra protein, apolipoprotein(a), attached. Its level is set almost entirely by your genes and stays roughly the same throughout adult life, so one measurement is usually enough.',
    whyItMatters:
      'About one person in five has a high Lp(a) (above about 50 mg/dL), which raises the risk of heart attack, stroke and aortic valve narrowing independently of LDL. Knowing it helps decide how hard to push the risk factors you can change.',
    whatMovesIt:
      'Diet and exercise barely change it. Lowering LDL and ApoB, controlling blood pressure and not smoking reduce the overall risk it adds; niacin and PCSK9 inhibitors lower it modestly, and specific therapies are in late-stage trials. Family members may want to be tested.',
  },
  GLU: {
    whatItIs:
      'Fasting glucose is the sugar in your blood after at least eight hours without food. It reflects how well insulin keeps the liver from releasing too much glucose overnight.',
    whyItMatters:
      '70-99 mg/dL is normal; 100-125 is impaired fasting glucose (prediabetes) and 126 or more on two tests indicates diabetes. Even within normal, lower-normal fasting glucose tracks better long-term metabolic and cardiovascular health, and it is one of the InnerAge markers.',
    whatMovesIt:
      'Excess weight (especially abdominal), inactivity, poor sleep, stress, refined carbohydrates and some medicines (steroids) raise it. Regular exercise, weight loss, fibre-rich whole foods, strength training and adequate sleep lower it; a meal or sugary drink before the test falsely raises it.',
  },
  HBA1C: {
    whatItIs:
      'Hemoglobin A1c is the share of hemoglobin in your red cells that has glucose attached. Red cells live about three months, so it reflects your average blood sugar over the past two to three months.',
    whyItMatters:
      'Under 5.7 % is normal, 5.7-6.4 % is prediabetes and 6.5 % or more indicates diabetes. Each step up is linked to more damage to small vessels (eyes, kidneys, nerves) and to heart disease, and it is steadier than a single fasting glucose.',
    whatMovesIt:
      'It follows average glucose, so the same levers apply: less sugar and refined starch, more fibre, exercise after meals, weight loss and good sleep. Anything that changes red cell lifespan distorts it — iron deficiency raises it, recent blood loss, transfusion or hemolysis lower it.',
  },
  INSULIN: {
    whatItIs:
      'Fasting insulin is the level of the hormone the pancreas releases to move glucose into cells, measured after an overnight fast.',
    whyItMatters:
      'A high fasting insulin with normal glucose is often the earliest sign of insulin resistance: the pancreas is working harder to keep sugar in range. It can appear years before glucose or HbA1c rise, and is linked to fatty liver, high triglycerides and weight gain.',
    whatMovesIt:
      'Abdominal fat, inactivity, frequent high-sugar meals, poor sleep and chronic stress raise it. Exercise (both aerobic and resistance), weight loss, fewer refined carbohydrates and more fibre improve insulin sensitivity and lower it; eating before the test raises it sharply.',
  },
  HSCRP: {
    whatItIs:
      'High-sensitivity C-reactive protein is a protein the liver makes in response to inflammation. The high-sensitivity test measures the low levels that reflect chronic, low-grade inflammation rather than acute infection.',
    whyItMatters:
      'Below 1 mg/L is low cardiovascular risk, 1-3 average and above 3 high; persistent low-grade inflammation contributes to atherosclerosis, insulin resistance and other age-related disease. It is one of the InnerAge markers. A value of 10 or more usually means an infection or injury — repeat the test in two weeks.',
    whatMovesIt:
      'Excess body fat, smoking, inactivity, poor sleep, gum disease, a diet high in processed food and a recent cold or hard workout raise it. Weight loss, regular moderate exercise, a Mediterranean-style diet rich in vegetables, fish and olive oil, and quitting smoking lower it; statins lower it too.',
  },
  VITD: {
    whatItIs:
      '25-hydroxy vitamin D is the storage form of vitamin D in the blood and the best measure of your vitamin D status. Most vitamin D is made in the skin under sunlight; the rest comes from food and supplements.',
    whyItMatters:
      'Vitamin D lets the gut absorb calcium and keeps bones and muscles strong; deficiency (under 20 ng/mL) causes bone loss and muscle weakness and is common in winter, at northern latitudes and with darker skin. Levels above 80-100 ng/mL, usually from high-dose supplements, risk high calcium.',
    whatMovesIt:
      'Midday sun exposure, oily fish, egg yolks, fortified foods and vitamin D3 supplements raise it; levels rise about 1 ng/mL for each 100 IU a day. Little sun, sunscreen, obesity, older age, malabsorption and some medicines (anticonvulsants) lower it. Retest about three months after a change.',
  },
  B12: {
    whatItIs:
      'Vitamin B12 (cobalamin) is needed to make red blood cells, DNA and the myelin that insulates nerves. It comes almost only from animal foods and needs stomach acid and intrinsic factor to be absorbed.',
    whyItMatters:
      'Deficiency causes anaemia with large red cells, fatigue, numbness and tingling, memory problems and, if prolonged, lasting nerve damage. Levels under about 400 pg/mL may already be insufficient for some people, shown by a raised methylmalonic acid.',
    whatMovesIt:
      'Meat, fish, eggs, dairy, fortified foods and supplements raise it. Vegan diets, older age, low stomach acid, acid-reducing drugs, metformin, pernicious anaemia and gut surgery lower it. Very high levels usually reflect supplements, and rarely liver or blood disorders.',
  },
  FOLATE: {
    whatItIs:
      'Folate (vitamin B9) is needed to make DNA and red blood cells and, with vitamin B12, to recycle homocysteine. Serum folate reflects recent intake from food and supplements.',
    whyItMatters:
      'Low folate causes anaemia with large red cells and fatigue, raises homocysteine, and before and early in pregnancy raises the risk of neural tube defects in the baby. Values under 4 ng/mL indicate deficiency.',
    whatMovesIt:
      'Leafy greens, legumes, citrus, fortified grains and supplements raise it within days. Low intake of vegetables, heavy alcohol use, malabsorption and some drugs (methotrexate, some anticonvulsants) lower it.',
  },
  MG: {
    whatItIs:
      'Magnesium is a mineral that more than 300 enzymes depend on, including those for energy production, muscle and nerve function, heart rhythm and blood sugar control. Only about 1 % of the body’s magnesium is in the blood.',
    whyItMatters:
      'Low magnesium causes muscle cramps, fatigue, palpitations and can upset potassium and calcium balance; because blood levels are tightly held, a low result usually means body stores are depleted. High levels are rare and mostly come from kidney failure with supplements or antacids.',
    whatMovesIt:
      'Nuts, seeds, legumes, whole grains, leafy greens and dark chocolate raise it; supplements (glycinate, citrate) work too. Alcohol, diuretics, long-term acid-reducing drugs, diarrhoea and poorly controlled diabetes lower it.',
  },
  CA: {
    whatItIs:
      'Total calcium measures the calcium in your blood, about half bound to albumin. The body holds it in a narrow range using parathyroid hormone and vitamin D, drawing on the skeleton when needed.',
    whyItMatters:
      'Because it is so tightly controlled, an abnormal calcium usually points to a cause: high calcium to an overactive parathyroid gland, too much vitamin D or, rarely, cancer; low calcium to vitamin D deficiency, low magnesium or low albumin. It says little about bone density.',
    whatMovesIt:
      'Diet changes it little in healthy people. Very high vitamin D or calcium supplement doses, thiazide diuretics and dehydration can raise it; vitamin D deficiency, low magnesium and low albumin lower the total. Read it alongside albumin.',
  },
  FERRITIN: {
    whatItIs:
      'Ferritin is the protein that stores iron inside cells; the small amount in the blood mirrors the size of your iron stores. It is the first iron marker to fall when stores run low.',
    whyItMatters:
      'Low ferritin (under 30 ng/mL) means depleted iron stores, which cause fatigue, poor exercise tolerance, hair loss and eventually anaemia. High ferritin can mean iron overload (hemochromatosis) but more often inflammation, fatty liver or heavy drinking, because ferritin also rises as an acute-phase protein.',
    whatMovesIt:
      'Red meat, shellfish, legumes with vitamin C and iron supplements raise it; heavy periods, blood donation, endurance training and low intake lower it. Inflammation, infection, alcohol and liver disease raise it independently of iron — read it with iron saturation and hs-CRP.',
  },
  IRON: {
    whatItIs:
      'Serum iron is the iron travelling in the blood bound to transferrin, on its way to the bone marrow and tissues. It changes through the day and after meals, so it is read together with TIBC, saturation and ferritin.',
    whyItMatters:
      'Low iron together with low ferritin and saturation confirms iron deficiency; high iron with high saturation suggests iron overload. On its own, a single value says little because it varies by 30 % or more from morning to evening.',
    whatMovesIt:
      'Iron-rich food or supplements in the hours before the test raise it; it is highest in the morning. Inflammation and infection lower it as the body hides iron from microbes, as do blood loss and low intake.',
  },
  TIBC: {
    whatItIs:
      'Total iron-binding capacity measures how much iron the blood’s transferrin could carry if it were full. It is an indirect measure of transferrin, which the liver makes more of when iron runs short.',
    whyItMatters:
      'A high TIBC is a sign the body is hungry for iron, typical of iron deficiency and pregnancy; a low TIBC is seen with iron overload, inflammation, liver disease and malnutrition. It is used to calculate transferrin saturation.',
    whatMovesIt:
      'Iron deficiency, pregnancy and oral contraceptives raise it; replenishing iron brings it back down. Chronic inflammation, liver disease and low protein intake lower it.',
  },
  TSAT: {
    whatItIs:
      'Transferrin saturation is the percentage of transferrin’s iron-binding sites that are occupied: serum iron divided by TIBC. It shows how much iron is available for making red blood cells right now.',
    whyItMatters:
      'Under about 20 % means too little iron is reaching the bone marrow, even before anaemia appears. Above 45-50 % on a fasting test is the first screen for hereditary hemochromatosis, which, untreated, deposits iron in the liver, heart and pancreas.',
    whatMovesIt:
      'It follows serum iron: iron-rich meals or supplements before the test raise it, inflammation and blood loss lower it. Test fasting in the morning for a fair reading.',
  },
  TRF: {
    whatItIs:
      'Transferrin is the protein that carries iron in the blood from the gut and from stores to the bone marrow and tissues. The liver makes more of it when iron is short.',
    whyItMatters:
      'High transferrin suggests iron deficiency; low transferrin is seen with iron overload, inflammation, liver disease, protein malnutrition and kidney protein loss. It is also used to calculate transferrin saturation.',
    whatMovesIt:
      'Iron deficiency, pregnancy and oestrogen raise it. Inflammation, liver disease, low protein intake and kidney disease lower it; restoring iron stores brings a high level back to normal.',
  },
  WBC: {
    whatItIs:
      'The white blood cell count is the number of immune cells — neutrophils, lymphocytes, monocytes, eosinophils and basophils — in a microlitre of blood.',
    whyItMatters:
      'A high count usually means the body is fighting an infection or inflammation, and is also raised by smoking and stress; a low count can come from viral infections, some medicines or bone-marrow problems. Within the normal range, lower counts are linked to lower long-term mortality, which is why it is one of the InnerAge markers.',
    whatMovesIt:
      'Infection, smoking, chronic inflammation, obesity, intense exercise shortly before the test, stress and steroid medicines raise it. Quitting smoking, weight loss and regular moderate exercise bring a persistently high-normal count down.',
  },
  RBC: {
    whatItIs:
      'The red blood cell count is the number of red cells in a microlitre of blood. Red cells carry oxygen from the lungs to every tissue using hemoglobin.',
    whyItMatters:
      'Too few red cells is one form of anaemia, causing fatigue and breathlessness; too many (polycythaemia) thickens the blood and raises the risk of clots. The count is read together with hemoglobin, hematocrit and the red cell indices.',
    whatMovesIt:
      'Iron, B12 or folate deficiency, blood loss and chronic disease lower it. Smoking, living at altitude, dehydration, sleep apnoea and testosterone therapy raise it.',
  },
  HGB: {
    whatItIs:
      'Hemoglobin is the iron-containing protein inside red blood cells that binds oxygen in the lungs and releases it in the tissues. It gives blood its red colour.',
    whyItMatters:
      'Low hemoglobin defines anaemia: tiredness, shortness of breath, poor exercise capacity and difficulty concentrating. Persistently high hemoglobin thickens the blood and can signal smoking, sleep apnoea, dehydration or a bone-marrow disorder.',
    whatMovesIt:
      'Iron, B12 and folate intake support it; blood loss (including heavy periods), deficiencies, chronic kidney disease and inflammation lower it. Altitude, smoking, dehydration and testosterone raise it.',
  },
  HCT: {
    whatItIs: 'Hematocrit is the percentage of your blood volume made up of red blood cells.',
    whyItMatters:
      'Like hemoglobin, a low hematocrit means anaemia and a high one means thicker blood. Above about 54 % in men, the risk of clots rises, which is why it is monitored on testosterone therapy.',
    whatMovesIt:
      'Dehydration raises it temporarily, as do smoking, altitude, sleep apnoea and testosterone. Blood loss, iron, B12 or folate deficiency and overhydration lower it.',
  },
  MCV: {
    whatItIs: 'Mean corpuscular volume is the average size of your red blood cells.',
    whyItMatters:
      'It sorts anaemia by cause: small cells (low MCV) point to iron deficiency or thalassaemia trait; large cells (high MCV) to B12 or folate deficiency, alcohol, liver disease or thyroid problems. Larger red cells are also associated with ageing, which is why MCV is one of the InnerAge markers.',
    whatMovesIt:
      'Iron deficiency shrinks cells; B12 or folate deficiency, regular alcohol, some medicines (methotrexate, some HIV drugs) and an underactive thyroid enlarge them. Correcting the deficiency or cutting alcohol brings MCV back over two to four months, the lifespan of a red cell.',
  },
  MCH: {
    whatItIs: 'Mean corpuscular hemoglobin is the average amount of hemoglobin in each red blood cell.',
    whyItMatters:
      'It tends to follow MCV: low in iron deficiency and thalassaemia, high when cells are large from B12 or folate deficiency. It helps confirm the type of an anaemia.',
    whatMovesIt:
      'The same causes as MCV: iron deficiency lowers it; B12 or folate deficiency and alcohol raise it. It normalises as red cells are replaced after the cause is corrected.',
  },
  MCHC: {
    whatItIs:
      'Mean corpuscular hemoglobin concentration is the average concentration of hemoglobin inside your red blood cells — how densely packed they are.',
    whyItMatters:
      'A low MCHC means pale (hypochromic) cells, typical of iron deficiency. A high MCHC is uncommon and suggests hereditary spherocytosis, or a sample problem such as clumping or lipaemia.',
    whatMovesIt:
      'Iron deficiency and thalassaemia lower it. It changes little with lifestyle otherwise; a surprising high value is usually rechecked on a fresh sample.',
  },
  RDW: {
    whatItIs:
      'Red cell distribution width measures how much your red blood cells vary in size. A low RDW means a uniform population of cells.',
    whyItMatters:
      'A rising RDW is an early clue to iron, B12 or folate deficiency, often before anaemia appears. Independently of anaemia, a higher RDW is one of the strongest blood predictors of mortality and is linked to inflammation and ageing, and it is one of the InnerAge markers.',
    whatMovesIt:
      'Nutrient deficiencies, recent blood loss, chronic inflammation, smoking and kidney or liver disease raise it. Correcting iron, B12 and folate, reducing inflammation (weight, smoking, fitness) and time for red cells to turn over bring it down.',
  },
  PLT: {
    whatItIs:
      'Platelets are small cell fragments that plug leaks in blood vessels and start clotting. The count is the number in a microlitre of blood.',
    whyItMatters:
      'Low platelets raise the risk of bruising and bleeding; high platelets can reflect inflammation, iron deficiency or, rarely, a bone-marrow disorder that raises clot risk.',
    whatMovesIt:
      'Inflammation, infection, iron deficiency and recovery from blood loss raise them. Viral infections, heavy alcohol use, some medicines, liver disease with an enlarged spleen and B12 or folate deficiency lower them.',
  },
  LYMPH: {
    whatItIs:
      'Lymphocytes are the white blood cells of adaptive immunity — T cells, B cells and natural killer cells. This result is their share of all white cells.',
    whyItMatters:
      'A low lymphocyte percentage reflects a shift in the immune system that comes with ageing, chronic stress and inflammation, and it is one of the InnerAge markers: a higher share within the normal range is linked to lower mortality. A very high share can come with viral infections.',
    whatMovesIt:
      'Acute stress, intense exercise right before the test, steroid medicines, poor sleep and chronic inflammation lower the share. Good sleep, regular moderate exercise and managing stress support it; viral infections raise it temporarily.',
  },
  NEUT: {
    whatItIs:
      'Neutrophils are the most plentiful white blood cells and the first responders to bacterial infection and injury. This is their absolute count.',
    whyItMatters:
      'A high count usually means bacterial infection, inflammation, smoking or stress hormones; a low count (neutropenia) raises the risk of infection. Some healthy people, notably many of African descent, have a lower count with no added risk.',
    whatMovesIt:
      'Infection, smoking, obesity, steroids, stress and hard exercise before the test raise it. Viral infections, some medicines (including chemotherapy and some antibiotics) and B12 or folate deficiency lower it.',
  },
  ALT: {
    whatItIs:
      'Alanine aminotransferase is an enzyme found mostly in liver cells. When liver cells are stressed or damaged, it leaks into the blood.',
    whyItMatters:
      'ALT is the most specific routine marker of liver injury. The most common reason for a mildly raised ALT today is fatty liver linked to excess weight and insulin resistance; others are alcohol, medicines, supplements and viral hepatitis. Healthy ranges are lower than many labs print: about 33 U/L for men and 25 for women.',
    whatMovesIt:
      'Weight loss of 5-10 %, less sugar (especially fructose) and alcohol, and regular exercise lower it. Fatty liver, alcohol, some medicines (statins, paracetamol in high doses), supplements, intense weight training before the test and hepatitis raise it.',
  },
  AST: {
    whatItIs: 'Aspartate aminotransferase is an enzyme found in the liver, heart and skeletal muscle.',
    whyItMatters:
      'With ALT it points to liver injury; an AST higher than ALT suggests alcohol-related liver disease or advanced scarring. Because muscle contains it, a hard workout can raise AST for a few days without any liver problem.',
    whatMovesIt:
      'Alcohol, fatty liver, medicines, hepatitis and muscle damage (including strenuous exercise) raise it. Cutting alcohol, losing excess weight and avoiding heavy training for 48 hours before the test lower it.',
  },
  GGT: {
    whatItIs:
      'Gamma-glutamyl transferase is an enzyme on the surface of liver and bile-duct cells that also helps recycle the antioxidant glutathione.',
    whyItMatters:
      'GGT is the liver enzyme most sensitive to alcohol and to bile-flow problems. Even within the normal range, a higher GGT is linked to oxidative stress, fatty liver, diabetes and cardiovascular risk.',
    whatMovesIt:
      'Alcohol is the main driver, along with fatty liver, obesity, smoking and some medicines (anticonvulsants). Stopping or cutting alcohol lowers it within weeks; weight loss, exercise and a diet rich in vegetables and fruit lower it too.',
  },
  ALP: {
    whatItIs:
      'Alkaline phosphatase is an enzyme made mainly by the liver and bile ducts and by bone-building cells.',
    whyItMatters:
      'High ALP can mean blocked bile flow or liver disease, or increased bone turnover (healing fractures, Paget’s disease, vitamin D deficiency). Higher ALP within the range is associated with faster biological ageing, and it is one of the InnerAge markers. A low ALP can reflect zinc or magnesium deficiency.',
    whatMovesIt:
      'Bile duct problems, liver disease, bone growth and healing, vitamin D deficiency and pregnancy raise it. Correcting vitamin D deficiency, limiting alcohol and treating the liver or bone cause lower it; it is naturally high in teenagers.',
  },
  ALB: {
    whatItIs:
      'Albumin is the most abundant protein in blood, made by the liver. It holds fluid inside blood vessels and carries hormones, drugs, calcium and fatty acids.',
    whyItMatters:
      'Low albumin reflects inflammation, liver disease, kidney protein loss or poor nutrition, and it is a strong predictor of outcomes in older adults; higher albumin within the range is protective and it is one of the InnerAge markers. A high value usually just means dehydration.',
    whatMovesIt:
      'Adequate protein intake, treating inflammation and liver or kidney disease support it. Acute illness, chronic inflammation, liver disease, kidney disease and malnutrition lower it; dehydration raises it.',
  },
  TP: {
    whatItIs:
      'Total protein is albumin plus globulins — the antibodies and carrier proteins — in your blood.',
    whyItMatters:
      'A low total protein points to malnutrition, liver disease or protein loss through the kidneys or gut. A high total protein is often dehydration, but a raised globulin part can reflect chronic infection, inflammation or, rarely, a blood cancer such as myeloma.',
    whatMovesIt:
      'Dehydration raises it; chronic inflammation raises the globulin part. Low protein intake, liver disease, kidney disease and malabsorption lower it.',
  },
  TBIL: {
    whatItIs:
      'Bilirubin is the yellow pigment made when old red blood cells are broken down. The liver processes it and sends it into the bile.',
    whyItMatters:
      'High bilirubin causes jaundice and can mean liver disease, blocked bile ducts or faster red cell breakdown. A mildly high level with normal liver enzymes is most often Gilbert’s syndrome, a harmless inherited trait present in about 5 % of people — and mildly higher bilirubin is linked to lower cardiovascular risk.',
    whatMovesIt:
      'Fasting, illness and dehydration raise it in people with Gilbert’s syndrome; liver disease, bile obstruction and hemolysis raise it at any time. Smoking is linked to lower levels.',
  },
  CREAT: {
    whatItIs:
      'Creatinine is a waste product of muscle metabolism that the kidneys filter out. Its level depends on both kidney function and muscle mass.',
    whyItMatters:
      'A rising creatinine can signal reduced kidney filtering, which is why it is used to calculate eGFR. It is one of the InnerAge markers. Muscular people, meat eaters and people taking creatine have naturally higher values.',
    whatMovesIt:
      'More muscle, creatine supplements, a large meat meal before the test, dehydration, hard exercise and some medicines (trimethoprim, cimetidine) raise it. Low muscle mass lowers it. Staying hydrated, controlling blood pressure and blood sugar, and avoiding regular NSAID use protect the kidneys.',
  },
  EGFR: {
    whatItIs:
      'The estimated glomerular filtration rate is how much blood your kidneys filter each minute, calculated here from creatinine, age and sex with the race-free CKD-EPI 2021 equation. It is not measured directly.',
    whyItMatters:
      '90 or more is normal; 60-89 is mildly reduced and common with age; under 60 for three months or more defines chronic kidney disease, which raises cardiovascular risk and changes how some medicines are dosed.',
    whatMovesIt:
      'Anything that changes creatinine changes the estimate — high muscle mass or creatine supplements make eGFR look lower than it is. Controlling blood pressure and blood sugar, not smoking, staying hydrated and avoiding regular NSAID use protect kidney function. A cystatin C test can confirm a borderline result.',
  },
  BUN: {
    whatItIs:
      'Blood urea nitrogen measures urea, the waste product the liver makes when it breaks down protein, which the kidneys then excrete.',
    whyItMatters:
      'High BUN can reflect dehydration, a high protein intake, bleeding in the gut or reduced kidney function; low BUN can come with a low protein diet, overhydration or liver disease. The ratio of BUN to creatinine helps tell these apart.',
    whatMovesIt:
      'High-protein diets, dehydration, steroids and kidney disease raise it. Low protein intake, plenty of fluids, pregnancy and liver disease lower it.',
  },
  NA: {
    whatItIs:
      'Sodium is the main salt in the fluid outside your cells. Its concentration shows the balance between the body’s water and salt, held steady by thirst, the kidneys and the hormone ADH.',
    whyItMatters:
      'Low sodium (hyponatraemia) causes headache, confusion and falls, and is common with diuretics, some antidepressants and drinking a lot of water during endurance events. High sodium almost always means too little water.',
    whatMovesIt:
      'Salt intake changes blood pressure far more than blood sodium. Drinking much more water than you lose, diuretics, some antidepressants and heart, liver or kidney disease lower it; dehydration raises it.',
  },
  K: {
    whatItIs:
      'Potassium is the main mineral inside cells and is vital for nerve signals, muscle contraction and a steady heart rhythm.',
    whyItMatters:
      'Both low and high potassium can disturb the heart rhythm. Low potassium is common with diuretics, vomiting or diarrhoea; high potassium with kidney disease and some blood-pressure medicines (ACE inhibitors, ARBs, spironolactone). A hemolysed sample can falsely read high.',
    whatMovesIt:
      'Fruit, vegetables, beans and potatoes raise intake, which benefits blood pressure when kidneys are healthy. Diuretics, vomiting, diarrhoea and laxatives lower it; kidney disease, potassium-sparing drugs and salt substitutes raise it.',
  },
  CL: {
    whatItIs:
      'Chloride is the main negatively charged salt in the blood, moving together with sodium to keep fluid and acid-base balance.',
    whyItMatters:
      'It usually changes alongside sodium. Out of step with sodium, it helps doctors work out acid-base problems: high chloride with low bicarbonate in some kidney and gut conditions, low chloride with prolonged vomiting.',
    whatMovesIt:
      'Dehydration and large amounts of salt-containing IV fluids raise it; vomiting, diuretics and overhydration lower it. Everyday diet has little effect.',
  },
  CO2: {
    whatItIs:
      'Total carbon dioxide measures mostly bicarbonate, the body’s main buffer against acid in the blood.',
    whyItMatters:
      'Low bicarbonate suggests the blood is too acidic (metabolic acidosis) from kidney disease, diarrhoea or uncontrolled diabetes; high bicarbonate comes with vomiting, diuretics or lung disease that retains CO2.',
    whatMovesIt:
      'Kidney disease, severe diarrhoea, intense exercise and ketoacidosis lower it; vomiting, diuretics and antacids raise it. A diet rich in fruit and vegetables reduces the acid load the kidneys must clear.',
  },
  TSH: {
    whatItIs:
      'Thyroid-stimulating hormone is made by the pituitary gland to tell the thyroid how much hormone to produce. It is the most sensitive first test of thyroid function.',
    whyItMatters:
      'TSH moves in the opposite direction to thyroid hormone: a high TSH means an underactive thyroid (fatigue, weight gain, feeling cold, high cholesterol); a low TSH means an overactive one (palpitations, weight loss, anxiety, bone loss). Mildly raised values are often rechecked, as TSH varies by time of day and illness.',
    whatMovesIt:
      'Autoimmune thyroiditis (Hashimoto’s), iodine deficiency, recovery from illness and some medicines (lithium, amiodarone) raise it; Graves’ disease, too much thyroid medication and high-dose biotin supplements (a lab artefact) lower it. It is highest in the early morning.',
  },
  FT4: {
    whatItIs:
      'Free T4 (thyroxine) is the unbound, active form of the main hormone the thyroid releases. The body converts it into T3, the hormone that acts on cells.',
    whyItMatters:
      'Read with TSH, it shows whether a thyroid problem is mild (subclinical, normal free T4) or overt. Low free T4 with high TSH means hypothyroidism; high free T4 with low TSH means hyperthyroidism.',
    whatMovesIt:
      'Thyroid disease and thyroid medication change it; biotin supplements can distort the test, so pause them two days before. Severe illness and some drugs (steroids, anticonvulsants) lower it; estrogen changes binding proteins but not the free level much.',
  },
  FT3: {
    whatItIs:
      'Free T3 (triiodothyronine) is the unbound form of the active thyroid hormone, made mostly by converting T4 in the liver and other tissues.',
    whyItMatters:
      'It helps diagnose hyperthyroidism, where T3 can rise before T4. Low T3 is common during illness, calorie restriction and overtraining as the body conserves energy.',
    whatMovesIt:
      'Hyperthyroidism and T3-containing medicines raise it. Fasting, very low-calorie or very low-carbohydrate diets, acute illness, overtraining and low selenium or iron lower it.',
  },
  TESTO: {
    whatItIs:
      'Total testosterone is all testosterone in the blood, both bound to proteins and free. It is the main male sex hormone, and women make smaller amounts in the ovaries and adrenal glands.',
    whyItMatters:
      'In men, low testosterone causes low libido, fatigue, loss of muscle and bone, and low mood; it falls about 1 % a year after 40. In women, a high level suggests polycystic ovary syndrome. It is highest in the morning, so test between 7 and 10 a.m.',
    whatMovesIt:
      'Obesity, poor sleep, heavy alcohol use, chronic stress, opioids and ageing lower it in men. Losing excess weight, strength training, seven to nine hours of sleep and treating sleep apnoea raise it; anabolic steroids suppress the body’s own production.',
  },
  SHBG: {
    whatItIs:
      'Sex hormone-binding globulin is a liver protein that binds testosterone and oestradiol in the blood. Only the hormone not bound to SHBG is readily available to tissues.',
    whyItMatters:
      'SHBG changes how much testosterone is usable: a high SHBG can cause symptoms of low testosterone even with a normal total. A low SHBG is linked to insulin resistance, fatty liver and type 2 diabetes risk.',
    whatMovesIt:
      'Insulin resistance, obesity, hypothyroidism and androgens lower it; ageing, estrogen (including the pill), hyperthyroidism, very low-calorie diets and liver disease raise it. Weight loss and better insulin sensitivity raise a low SHBG.',
  },
  DHEAS: {
    whatItIs:
      'DHEA sulfate is a hormone made mainly by the adrenal glands, which the body converts into testosterone and oestrogens.',
    whyItMatters:
      'It peaks in the mid-twenties and falls steadily with age, so ranges depend on age. Very high levels suggest an adrenal source of excess androgens (or polycystic ovary syndrome in women); low levels may reflect adrenal insufficiency or long-term steroid use.',
    whatMovesIt:
      'Age lowers it; chronic stress, steroid medicines and serious illness lower it further. DHEA supplements raise it sharply; regular exercise and good sleep support it modestly.',
  },
  CORTISOL: {
    whatItIs:
      'Cortisol is the main stress hormone from the adrenal glands. It follows a daily rhythm, peaking about 30 minutes after waking and falling through the day, so this test is taken in the morning.',
    whyItMatters:
      'Cortisol helps control blood sugar, blood pressure, inflammation and the sleep-wake cycle. Persistently high levels (from stress, poor sleep or, rarely, Cushing’s syndrome) raise blood sugar and belly fat; very low morning levels can mean adrenal insufficiency.',
    whatMovesIt:
      'Stress, poor or short sleep, intense exercise, caffeine, illness, oral contraceptives (which raise binding proteins) and steroid medicines raise it. Regular sleep, stress management and steady exercise help normalise its rhythm.',
  },
};
