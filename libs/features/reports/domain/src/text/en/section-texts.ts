import type { ReportSectionKey } from '../../report-sections';
import type { CandidTexts, SectionTexts } from '../report-text-shape';

/** The section titles, the same whoever reads the report. */
export const englishSectionTitles: Record<ReportSectionKey, string> = {
  socialRelationships: 'Social relationships',
  work: 'Work',
  family: 'Family',
  leadershipNeed: 'Leadership need',
  keyPersonToPerson: 'Key points person to person',
  generalConclusion: 'General conclusion',
};

/** The report sections as the company reads them, in the third person. */
export const englishSectionTexts: SectionTexts = {
  socialRelationships: {
    introduction:
      'This section describes how the person tends to approach other people: how they start and keep relationships, how much company they look for and how they feel in social settings.',
    byScale: {
      cordiality: {
        high: 'They tend to be warm and approachable and usually put others at ease from the first meeting.',
        average:
          'They are friendly and approachable, and their warmth grows as they get to know people.',
        low: 'They tend to be reserved with people they do not yet know; their warmth shows once trust has been built.',
      },
      gregariousness: {
        high: 'They enjoy busy social occasions and group activities and usually look for company.',
        average:
          'They enjoy company and group plans in moderation and also value time on their own.',
        low: 'They prefer a few close relationships and small groups to large gatherings, and value time on their own.',
      },
      trust: {
        high: 'They tend to assume good intentions and give others their trust readily.',
        average:
          'They give trust to others in general, with some caution until they know them better.',
        low: 'They tend to be cautious at first and build trust step by step, on what others show over time.',
      },
      altruism: {
        high: 'They like to help and often offer support before being asked.',
        average: 'They are willing to help others and balance this with their own needs.',
        low: 'They tend to concentrate on their own responsibilities and help when asked or when the need is clear.',
      },
      social_anxiety: {
        high: 'In new or exposed situations they may feel self-conscious and prefer to observe before taking part.',
        average:
          'They feel comfortable in most social situations, with some reserve in new or very exposed ones.',
        low: 'They feel at ease even in new or exposed social situations, such as speaking before a group.',
      },
      positive_emotions: {
        high: 'Their enthusiasm and good humour tend to be visible and often lift the mood of those around them.',
        average: 'They show enthusiasm and good humour in a measured way.',
        low: 'They express enthusiasm quietly, so others may not always see how much they enjoy something.',
      },
    },
  },
  work: {
    introduction:
      'This section describes how the person tends to organise, plan and carry out their work, and what kind of tasks and settings suit their preferences.',
    byScale: {
      competence: {
        high: 'They tend to feel well prepared for their tasks and take on challenges with confidence.',
        average:
          'They feel capable in most tasks and may want more information before taking on unfamiliar ones.',
        low: 'They may doubt their own ability in new tasks; clear goals and regular feedback help them work with confidence.',
      },
      orderliness: {
        high: 'They like clear structures, tidy materials and well-defined procedures.',
        average: 'They keep a reasonable order in their work without being rigid about it.',
        low: 'They are comfortable working without a fixed structure and organise only as much as the task needs.',
      },
      sense_of_duty: {
        high: 'They take commitments very seriously and follow rules and agreed procedures closely.',
        average:
          'They generally meet their commitments and follow procedures, with some flexibility when circumstances change.',
        low: 'They tend to interpret rules flexibly; clear agreements about what is essential help align expectations.',
      },
      need_for_achievement: {
        high: 'They set ambitious goals and invest considerable effort in reaching them.',
        average: 'They set realistic goals and work steadily towards them.',
        low: 'They prefer a sustainable pace to ambitious targets and value balance between work and other areas of life.',
      },
      deliberation: {
        high: 'Before deciding, they tend to weigh options and consequences carefully, which favours well-founded decisions.',
        average: 'They think important decisions through and decide routine matters quickly.',
        low: 'They tend to decide quickly and act on their first assessment, which is useful when speed matters.',
      },
      activity: {
        high: 'They keep a brisk pace and are comfortable handling several tasks at once.',
        average: 'They keep a steady pace and adapt it to the demands of each period.',
        low: 'They prefer an unhurried pace and concentrating on one task at a time.',
      },
      ideas: {
        high: 'They enjoy analysing complex problems and exploring new concepts and approaches.',
        average: 'They engage with ideas and theory when these serve a practical purpose.',
        low: 'They prefer concrete, practical tasks to abstract or theoretical discussions.',
      },
    },
  },
  family: {
    introduction:
      'This section describes tendencies that usually show in close and family life: how the person expresses affection, shares emotions and responds to the ups and downs of everyday life at home.',
    byScale: {
      cordiality: {
        high: 'With the people closest to them they tend to be affectionate and openly warm.',
        average: 'They show affection to those close to them in a natural, measured way.',
        low: 'They tend to show affection through actions more than through words or gestures.',
      },
      feelings: {
        high: 'They give emotions an important place and tend to share them openly with those they trust.',
        average: 'They recognise their emotions and share them when the moment seems right.',
        low: 'They tend to keep their emotions to themselves and prefer to talk about facts and practical matters.',
      },
      sensitivity_to_others: {
        high: 'They are attentive to how others feel and are moved by their needs.',
        average:
          'They notice the needs of those close to them and respond while keeping a practical view.',
        low: 'They tend to respond to family matters with practical solutions more than with displays of sympathy.',
      },
      anxiety: {
        high: 'They may worry about the wellbeing of their loved ones and anticipate difficulties.',
        average:
          'They worry about family matters when there is reason to, without it usually taking over.',
        low: 'They tend to face family matters calmly and rarely worry in advance.',
      },
      depression: {
        high: 'In difficult periods they may feel discouraged more easily, and the support of people close to them helps.',
        average: 'They go through the usual low moments, which tend to pass with time and support.',
        low: 'They tend to keep a hopeful outlook and help sustain morale at home in difficult periods.',
      },
      excitement_seeking: {
        high: 'They enjoy plans that bring novelty and stimulation, such as trips or new activities.',
        average: 'They enjoy some novelty in plans while appreciating calm routines.',
        low: 'They prefer calm, familiar plans and a predictable family routine.',
      },
    },
  },
  leadershipNeed: {
    introduction:
      'This section describes the kind of guidance the person tends to prefer from those who lead them, how much autonomy suits them, and how inclined they are to take the lead themselves.',
    byScale: {
      assertiveness: {
        high: 'They tend to take the lead naturally and may look for opportunities to guide others.',
        average:
          'They can take the lead when the situation requires it and also work comfortably under the lead of others.',
        low: 'They prefer others to take the lead and contribute best when roles and responsibilities are clearly set.',
      },
      competence: {
        high: 'They trust their own judgement and usually need little guidance to get started.',
        average: 'They work autonomously on familiar tasks and appreciate guidance on new ones.',
        low: 'They benefit from a leader who sets clear goals, gives regular feedback and recognises progress.',
      },
      self_discipline: {
        high: 'They organise their own work and see tasks through without close supervision.',
        average:
          'They generally keep to their tasks, and occasional check-ins help them keep the pace.',
        low: 'Intermediate deadlines and regular follow-up help them keep tasks on track.',
      },
      vulnerability: {
        high: 'Under heavy pressure they value a leader who is available, who sets priorities and who offers support.',
        average:
          'They handle most pressure on their own and appreciate support at particularly demanding moments.',
        low: 'They stay composed under pressure and can be relied upon in urgent situations with little support.',
      },
      values: {
        high: 'They appreciate leaders who explain the reasons behind decisions and are open to questioning established norms.',
        average:
          'They respect established norms and welcome explanations when changes are introduced.',
        low: 'They feel comfortable with clear hierarchies, established norms and explicit guidelines.',
      },
    },
  },
  keyPersonToPerson: {
    introduction:
      'This section offers practical keys for one-to-one conversations with the person: how they tend to communicate, handle disagreement and respond to recognition and change.',
    byScale: {
      frankness: {
        high: 'They tend to say what they think and appreciate the same directness; open, transparent communication works best.',
        average: 'They communicate sincerely and adjust how direct they are to the situation.',
        low: 'They may put their own advantage first; explicit agreements, transparent criteria and follow-up on what was agreed work better than relying on unspoken trust.',
      },
      conciliatory_attitude: {
        high: 'They tend to avoid confrontation, so it helps to invite their disagreement explicitly and make it safe to express.',
        average:
          'They seek agreement in most cases and hold their ground when something matters to them.',
        low: 'They defend their positions firmly; well-argued facts and a respectful debate tend to work better than appeals to harmony.',
      },
      modesty: {
        high: 'They tend to play down their own merits, so specific, discreet recognition is often well received.',
        average: 'They appreciate recognition that is fair and proportionate.',
        low: 'They are confident in their contributions and appreciate visible recognition of their achievements.',
      },
      impulsivity: {
        high: 'They may react in the moment, so it helps to leave room to revisit a conversation calmly later.',
        average: 'They usually keep their reactions measured, with some spontaneous responses.',
        low: 'They keep their reactions measured and rarely respond on impulse.',
      },
      hostility: {
        high: 'They may feel frustration quickly when something seems unfair; explaining reasons early and calmly helps prevent tension.',
        average:
          'They may show some irritation in tense situations, usually in proportion to the cause.',
        low: 'They stay patient in tense conversations and are seldom drawn into confrontation.',
      },
      actions: {
        high: 'They welcome new proposals and ways of working, and are usually willing to try them.',
        average: 'They accept changes when their purpose is clear and they have time to adapt.',
        low: 'They prefer familiar ways of working; changes are best introduced gradually and with clear reasons.',
      },
    },
  },
  generalConclusion: {
    introduction:
      'Taken together, the five broad dimensions of the model outline the person’s overall style.',
    byScale: {
      neuroticism_x_emotional_stability: {
        high: 'Emotionally, they tend to react intensely to pressure and setbacks; predictable settings and support at demanding moments help them give their best.',
        average:
          'Emotionally, they show a balance typical of most people, with the usual reactions to pressure.',
        low: 'Emotionally, they tend to stay calm and steady, even in demanding situations.',
      },
      extraversion: {
        high: 'They are oriented towards people and activity and gain energy from social interaction.',
        average: 'They move comfortably between social activity and quieter moments.',
        low: 'They prefer calm settings and focused work, and engage with others in a more reserved way.',
      },
      openness_to_experience: {
        high: 'They are curious and open to new ideas, experiences and perspectives.',
        average: 'They combine openness to new things with appreciation for what is proven.',
        low: 'They value the practical, the concrete and established ways of doing things.',
      },
      agreeableness_or_amiability: {
        high: 'In relationships they tend to be cooperative, considerate and trusting.',
        average: 'In relationships they balance cooperation with the defence of their own views.',
        low: 'In relationships they tend to be sceptical and competitive, and to defend their own views and interests firmly.',
      },
      perseverance_or_responsibility: {
        high: 'In their tasks they tend to be organised, persistent and reliable.',
        average: 'In their tasks they combine commitment and organisation with flexibility.',
        low: 'In their tasks they prefer flexibility and spontaneity to detailed planning.',
      },
    },
  },
};

/** The plain integrity statements of the sections as the company reads them (candour.ts). */
export const englishCandidSectionTexts: CandidTexts['sections'] = {
  socialRelationships: {},
  work: {
    sense_of_duty:
      'They may break commitments or rules when these are inconvenient; explicit agreements on what is essential, with follow-up, help keep obligations on track.',
  },
  family: {},
  leadershipNeed: {},
  keyPersonToPerson: {
    frankness:
      'They may put their own advantage first, even at the cost of honesty; explicit agreements, transparent criteria and follow-up on what was agreed work better than relying on unspoken trust.',
  },
  generalConclusion: {},
};
