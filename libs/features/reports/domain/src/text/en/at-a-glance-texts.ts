import type { AtAGlanceText } from '../at-a-glance-text-shape';

/** The person's profile at a glance, in English, written to them ("you"). */
export const englishAtAGlanceText: AtAGlanceText = {
  poles: {
    neuroticism_x_emotional_stability: { low: 'Calm', high: 'Sensitive' },
    extraversion: { low: 'Reserved', high: 'Outgoing' },
    openness_to_experience: { low: 'Practical', high: 'Curious' },
    agreeableness_or_amiability: { low: 'Direct', high: 'Accommodating' },
    perseverance_or_responsibility: { low: 'Flexible', high: 'Organised' },
  },
  strengths: {
    anxiety: {
      low: 'You tend to stay relaxed when plans are uncertain.',
      high: 'You tend to spot risks early and prepare with care.',
    },
    hostility: {
      low: 'You tend to stay patient when things go wrong.',
      high: 'You tend to notice quickly when something is unfair.',
    },
    depression: {
      low: 'You tend to keep a hopeful outlook after setbacks.',
      high: 'You tend to reflect seriously on what did not work.',
    },
    social_anxiety: {
      low: 'You tend to feel at ease in front of new people.',
      high: 'You tend to be tactful and mindful of how you come across.',
    },
    impulsivity: {
      low: 'You tend to resist distractions and stay on course.',
      high: 'You tend to act on the moment and bring spontaneity.',
    },
    vulnerability: {
      low: 'You tend to keep a clear head in an emergency.',
      high: 'You tend to know when to ask for support.',
    },
    cordiality: {
      low: 'You tend to keep a professional distance that others can rely on.',
      high: 'You tend to put people at ease quickly.',
    },
    gregariousness: {
      low: 'You tend to work well on your own for long stretches.',
      high: 'You tend to build networks and enjoy working in groups.',
    },
    assertiveness: {
      low: 'You tend to leave room for others to lead and speak.',
      high: 'You tend to take the lead and say what you think.',
    },
    activity: {
      low: 'You tend to work at a steady, sustainable pace.',
      high: 'You tend to bring energy and keep many things moving.',
    },
    excitement_seeking: {
      low: 'You tend to value safety and avoid needless risks.',
      high: 'You tend to welcome change, challenge and new stimulation.',
    },
    positive_emotions: {
      low: 'You tend to stay measured and sober in your judgements.',
      high: 'You tend to spread enthusiasm and good humour.',
    },
    fantasy: {
      low: 'You tend to stay focused on the task in front of you.',
      high: 'You tend to imagine possibilities others have not seen.',
    },
    aesthetic_appreciation: {
      low: 'You tend to value function over form.',
      high: 'You tend to care about quality, design and detail.',
    },
    feelings: {
      low: 'You tend to stay composed when emotions run high.',
      high: 'You tend to read your own and others’ feelings well.',
    },
    actions: {
      low: 'You tend to value proven routines and consistency.',
      high: 'You tend to try new approaches readily.',
    },
    ideas: {
      low: 'You tend to focus on what is practical and useful now.',
      high: 'You tend to enjoy complex problems and new ideas.',
    },
    values: {
      low: 'You tend to respect established rules and traditions.',
      high: 'You tend to question assumptions and accept other views.',
    },
    trust: {
      low: 'You tend to check claims before you accept them.',
      high: 'You tend to give others the benefit of the doubt.',
    },
    frankness: {
      low: 'You tend to adapt your message tactically to your audience.',
      high: 'You tend to be open and sincere in what you say.',
    },
    altruism: {
      low: 'You tend to protect your own time and priorities.',
      high: 'You tend to help others willingly.',
    },
    conciliatory_attitude: {
      low: 'You tend to stand your ground in a disagreement.',
      high: 'You tend to calm conflicts and look for agreement.',
    },
    modesty: {
      low: 'You tend to make your achievements visible.',
      high: 'You tend to share credit and stay humble.',
    },
    sensitivity_to_others: {
      low: 'You tend to decide on facts rather than sympathy.',
      high: 'You tend to notice what others need.',
    },
    competence: {
      low: 'You tend to be open about what you still need to learn.',
      high: 'You tend to trust your ability to get things done.',
    },
    orderliness: {
      low: 'You tend to cope well with a changing, untidy setting.',
      high: 'You tend to keep things structured and easy to find.',
    },
    sense_of_duty: {
      low: 'You tend to treat rules as guides you can adapt.',
      high: 'You tend to keep your promises and follow through.',
    },
    need_for_achievement: {
      low: 'You tend to keep work in balance with the rest of life.',
      high: 'You tend to set ambitious goals and work hard for them.',
    },
    self_discipline: {
      low: 'You tend to switch easily to what is most urgent.',
      high: 'You tend to start tasks promptly and finish them.',
    },
    deliberation: {
      low: 'You tend to decide quickly when speed matters.',
      high: 'You tend to think things through before acting.',
    },
  },
  watchOuts: {
    anxiety: {
      low: 'You may overlook risks that others worry about.',
      high: 'You may spend energy worrying before important moments.',
    },
    hostility: {
      low: 'You may hold back frustration that is worth voicing.',
      high: 'You may show irritation faster than you intend.',
    },
    depression: {
      low: 'You may pass over a setback without learning from it.',
      high: 'You may be hard on yourself after a setback.',
    },
    social_anxiety: {
      low: 'You may miss how a remark lands with others.',
      high: 'You may hold back your ideas with people you do not know.',
    },
    impulsivity: {
      low: 'You may pass up a spontaneous opportunity.',
      high: 'You may find it hard to resist tempting distractions.',
    },
    vulnerability: {
      low: 'You may underestimate how much pressure others feel.',
      high: 'You may feel overwhelmed when pressure piles up.',
    },
    cordiality: {
      low: 'You may seem distant to people who do not know you yet.',
      high: 'You may find it hard to keep a professional distance.',
    },
    gregariousness: {
      low: 'You may miss out on contacts that would help your work.',
      high: 'You may find long solitary work draining.',
    },
    assertiveness: {
      low: 'You may leave your views unspoken in a meeting.',
      high: 'You may leave others less room to speak.',
    },
    activity: {
      low: 'You may seem unhurried when others expect speed.',
      high: 'You may take on more than you can keep up with.',
    },
    excitement_seeking: {
      low: 'You may hesitate to take a worthwhile risk.',
      high: 'You may grow restless with routine work.',
    },
    positive_emotions: {
      low: 'You may come across as less enthusiastic than you feel.',
      high: 'You may sound more optimistic than the facts allow.',
    },
    fantasy: {
      low: 'You may dismiss ideas that seem far-fetched at first.',
      high: 'You may drift from the task into your own thoughts.',
    },
    aesthetic_appreciation: {
      low: 'You may underrate how much presentation matters to others.',
      high: 'You may spend time perfecting details that matter less.',
    },
    feelings: {
      low: 'You may overlook the emotional side of a decision.',
      high: 'You may let moods colour your judgement.',
    },
    actions: {
      low: 'You may find sudden changes of routine unsettling.',
      high: 'You may drop a working routine too early for something new.',
    },
    ideas: {
      low: 'You may be impatient with abstract discussions.',
      high: 'You may debate ideas longer than the task needs.',
    },
    values: {
      low: 'You may find it hard to accept unfamiliar views.',
      high: 'You may question rules that others rely on.',
    },
    trust: {
      low: 'You may come across as doubtful of others’ intentions.',
      high: 'You may trust promises that deserve a check.',
    },
    frankness: {
      low: 'You may be seen as guarded about your real intentions.',
      high: 'You may say things more bluntly than the moment needs.',
    },
    altruism: {
      low: 'You may seem less available when colleagues need help.',
      high: 'You may say yes to others at the cost of your own work.',
    },
    conciliatory_attitude: {
      low: 'You may let a disagreement grow sharper than it needs to.',
      high: 'You may give way to avoid a conflict worth having.',
    },
    modesty: {
      low: 'You may come across as more self-assured than you mean to.',
      high: 'You may undersell your contribution.',
    },
    sensitivity_to_others: {
      low: 'You may seem unmoved when someone is struggling.',
      high: 'You may find hard decisions about people painful.',
    },
    competence: {
      low: 'You may doubt yourself on tasks you can handle.',
      high: 'You may take on tasks without asking for help you need.',
    },
    orderliness: {
      low: 'You may lose time looking for things or details.',
      high: 'You may feel uneasy when plans and order change.',
    },
    sense_of_duty: {
      low: 'You may be seen as casual about commitments.',
      high: 'You may hold on to a rule when flexibility would serve better.',
    },
    need_for_achievement: {
      low: 'You may settle for “good enough” when more is expected.',
      high: 'You may push yourself and others too hard.',
    },
    self_discipline: {
      low: 'You may put off tasks you find dull.',
      high: 'You may keep going when a break would help.',
    },
    deliberation: {
      low: 'You may act before weighing the consequences.',
      high: 'You may take long to decide when speed matters.',
    },
  },
  atWork: {
    neuroticism_x_emotional_stability: {
      low: 'You are likely to stay steady under deadlines and setbacks, and others may lean on your calm.',
      average:
        'You usually handle the ordinary pressure of work well; very demanding periods may weigh on you for a while.',
      high: 'You may feel pressure keenly: clear priorities, feedback and time to recover tend to help you do your best work.',
    },
    extraversion: {
      low: 'You may do your best work in focused, quieter settings, and you tend to prefer depth to a crowd.',
      average:
        'You can move between teamwork and focused work on your own, and you tend to adapt to what the role needs.',
      high: 'You may thrive in roles with contact, pace and visibility, such as leading, selling or coordinating people.',
    },
    openness_to_experience: {
      low: 'You may shine where proven methods, clarity and practical results matter most.',
      average:
        'You tend to balance new ideas with what already works, and you can adapt when change has a clear reason.',
      high: 'You may thrive on variety, new problems and change, and you may bring fresh ideas to how work is done.',
    },
    agreeableness_or_amiability: {
      low: 'You may be at ease with tough negotiations and frank feedback, and you tend to speak up for your position.',
      average:
        'You tend to balance cooperation with standing up for your views, depending on what the situation calls for.',
      high: 'You may be a natural team player who builds trust and smooths tensions; saying no can take conscious effort.',
    },
    perseverance_or_responsibility: {
      low: 'You may do well where plans change often and improvisation is valued; fixed routines may feel confining.',
      average:
        'You tend to combine planning with flexibility, and you usually deliver when goals and deadlines are clear.',
      high: 'You are likely to be reliable with plans, details and deadlines, and others may count on you to follow through.',
    },
  },
};
