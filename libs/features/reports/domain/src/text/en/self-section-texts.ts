import type { CandidTexts, SectionTexts } from '../report-text-shape';

/** The report sections as the person reads them about themselves, in the second person. */
export const englishSelfSectionTexts: SectionTexts = {
  socialRelationships: {
    introduction:
      'This section describes how you tend to approach other people: how you start and keep relationships, how much company you look for and how you feel in social settings.',
    byScale: {
      cordiality: {
        high: 'You tend to be warm and approachable, and you usually put others at ease from the first meeting.',
        average:
          'You are friendly and approachable, and your warmth grows as you get to know people.',
        low: 'You tend to be reserved with people you do not yet know; your warmth shows once trust has been built.',
      },
      gregariousness: {
        high: 'You enjoy busy social occasions and group activities, and you usually look for company.',
        average:
          'You enjoy company and group plans in moderation, and you also value time on your own.',
        low: 'You prefer a few close relationships and small groups to large gatherings, and you value time on your own.',
      },
      trust: {
        high: 'You tend to assume good intentions and give others your trust readily.',
        average:
          'You give trust to others in general, with some caution until you know them better.',
        low: 'You tend to be cautious at first and build trust step by step, on what others show over time.',
      },
      altruism: {
        high: 'You like to help and often offer support before being asked.',
        average: 'You are willing to help others and balance this with your own needs.',
        low: 'You tend to concentrate on your own responsibilities and help when asked or when the need is clear.',
      },
      social_anxiety: {
        high: 'In new or exposed situations you may feel self-conscious and prefer to observe before taking part.',
        average:
          'You feel comfortable in most social situations, with some reserve in new or very exposed ones.',
        low: 'You feel at ease even in new or exposed social situations, such as speaking before a group.',
      },
      positive_emotions: {
        high: 'Your enthusiasm and good humour tend to be visible and often lift the mood of those around you.',
        average: 'You show enthusiasm and good humour in a measured way.',
        low: 'You express enthusiasm quietly, so others may not always see how much you enjoy something.',
      },
    },
  },
  work: {
    introduction:
      'This section describes how you tend to organise, plan and carry out your work, and what kind of tasks and settings suit your preferences.',
    byScale: {
      competence: {
        high: 'You tend to feel well prepared for your tasks and take on challenges with confidence.',
        average:
          'You feel capable in most tasks and may want more information before taking on unfamiliar ones.',
        low: 'You may doubt your own ability in new tasks; clear goals and regular feedback help you work with confidence.',
      },
      orderliness: {
        high: 'You like clear structures, tidy materials and well-defined procedures.',
        average: 'You keep a reasonable order in your work without being rigid about it.',
        low: 'You are comfortable working without a fixed structure and organise only as much as the task needs.',
      },
      sense_of_duty: {
        high: 'You take commitments very seriously and follow rules and agreed procedures closely.',
        average:
          'You generally meet your commitments and follow procedures, with some flexibility when circumstances change.',
        low: 'You tend to interpret rules flexibly; clear agreements about what is essential help align expectations with the people you work with.',
      },
      need_for_achievement: {
        high: 'You set ambitious goals and invest considerable effort in reaching them.',
        average: 'You set realistic goals and work steadily towards them.',
        low: 'You prefer a sustainable pace to ambitious targets and value balance between work and other areas of life.',
      },
      deliberation: {
        high: 'Before deciding, you tend to weigh options and consequences carefully, which favours well-founded decisions.',
        average: 'You think important decisions through and decide routine matters quickly.',
        low: 'You tend to decide quickly and act on your first assessment, which is useful when speed matters.',
      },
      activity: {
        high: 'You keep a brisk pace and are comfortable handling several tasks at once.',
        average: 'You keep a steady pace and adapt it to the demands of each period.',
        low: 'You prefer an unhurried pace and concentrating on one task at a time.',
      },
      ideas: {
        high: 'You enjoy analysing complex problems and exploring new concepts and approaches.',
        average: 'You engage with ideas and theory when these serve a practical purpose.',
        low: 'You prefer concrete, practical tasks to abstract or theoretical discussions.',
      },
    },
  },
  family: {
    introduction:
      'This section describes tendencies that usually show in close and family life: how you express affection, share emotions and respond to the ups and downs of everyday life at home.',
    byScale: {
      cordiality: {
        high: 'With the people closest to you, you tend to be affectionate and openly warm.',
        average: 'You show affection to those close to you in a natural, measured way.',
        low: 'You tend to show affection through actions more than through words or gestures.',
      },
      feelings: {
        high: 'You give emotions an important place and tend to share them openly with those you trust.',
        average: 'You recognise your emotions and share them when the moment seems right.',
        low: 'You tend to keep your emotions to yourself and prefer to talk about facts and practical matters.',
      },
      sensitivity_to_others: {
        high: 'You notice how others feel and are moved by the needs of those around you.',
        average:
          'You notice the needs of those close to you and respond while keeping a practical view.',
        low: 'You tend to respond to family matters with practical solutions more than with displays of sympathy.',
      },
      anxiety: {
        high: 'You may worry about the wellbeing of your loved ones and anticipate difficulties.',
        average:
          'You worry about family matters when there is reason to, without it usually taking over.',
        low: 'You tend to face family matters calmly and rarely worry in advance.',
      },
      depression: {
        high: 'In difficult periods you may feel discouraged more easily, and the support of people close to you helps.',
        average: 'You go through the usual low moments, which tend to pass with time and support.',
        low: 'You tend to keep a hopeful outlook and help sustain morale at home in difficult periods.',
      },
      excitement_seeking: {
        high: 'You enjoy plans that bring novelty and stimulation, such as trips or new activities.',
        average: 'You enjoy some novelty in plans while appreciating calm routines.',
        low: 'You prefer calm, familiar plans and a predictable family routine.',
      },
    },
  },
  leadershipNeed: {
    introduction:
      'This section describes the kind of guidance you tend to prefer from those who lead you, how much autonomy suits you, and how inclined you are to take the lead yourself.',
    byScale: {
      assertiveness: {
        high: 'You tend to take the lead naturally and may look for opportunities to guide others.',
        average:
          'You can take the lead when the situation requires it and also work comfortably under the lead of others.',
        low: 'You prefer others to take the lead, and you contribute best when roles and responsibilities are clearly set.',
      },
      competence: {
        high: 'You trust your own judgement and usually need little guidance to get started.',
        average: 'You work autonomously on familiar tasks and appreciate guidance on new ones.',
        low: 'You benefit from a leader who sets clear goals, gives regular feedback and recognises your progress.',
      },
      self_discipline: {
        high: 'You organise your own work and see tasks through without close supervision.',
        average:
          'You generally keep to your tasks, and occasional check-ins help you keep the pace.',
        low: 'Intermediate deadlines and regular follow-up help you keep tasks on track.',
      },
      vulnerability: {
        high: 'Under heavy pressure you value a leader who is available, who sets priorities and who offers support.',
        average:
          'You handle most pressure on your own and appreciate support at particularly demanding moments.',
        low: 'You stay composed under pressure, and others can rely on you in urgent situations with little support.',
      },
      values: {
        high: 'You appreciate leaders who explain the reasons behind decisions and are open to questioning established norms.',
        average:
          'You respect established norms and welcome explanations when changes are introduced.',
        low: 'You feel comfortable with clear hierarchies, established norms and explicit guidelines.',
      },
    },
  },
  keyPersonToPerson: {
    introduction:
      'This section offers practical keys for your one-to-one conversations: how you tend to communicate, handle disagreement and respond to recognition and change, and what helps others work well with you.',
    byScale: {
      frankness: {
        high: 'You tend to say what you think and appreciate the same directness; open, transparent communication works best for you.',
        average: 'You communicate sincerely and adjust how direct you are to the situation.',
        low: 'You may put your own advantage first; explicit agreements, transparent criteria and following up on what was agreed help others work with you more than unspoken trust does.',
      },
      conciliatory_attitude: {
        high: 'You tend to avoid confrontation, so it helps when others invite your disagreement explicitly; voicing it is worthwhile.',
        average:
          'You seek agreement in most cases and hold your ground when something matters to you.',
        low: 'You defend your positions firmly; well-argued facts and a respectful debate tend to reach you better than appeals to harmony.',
      },
      modesty: {
        high: 'You tend to play down your own merits, so specific, discreet recognition is often what suits you best.',
        average: 'You appreciate recognition that is fair and proportionate.',
        low: 'You are confident in your contributions and appreciate visible recognition of your achievements.',
      },
      impulsivity: {
        high: 'You may react in the moment, so it helps to leave room to revisit a conversation calmly later.',
        average: 'You usually keep your reactions measured, with some spontaneous responses.',
        low: 'You keep your reactions measured and rarely respond on impulse.',
      },
      hostility: {
        high: 'You may feel frustration quickly when something seems unfair; hearing the reasons early and calmly helps you avoid tension.',
        average:
          'You may show some irritation in tense situations, usually in proportion to the cause.',
        low: 'You stay patient in tense conversations and are seldom drawn into confrontation.',
      },
      actions: {
        high: 'You welcome new proposals and ways of working, and you are usually willing to try them.',
        average: 'You accept changes when the purpose is clear and you have time to adapt.',
        low: 'You prefer familiar ways of working; changes suit you best when introduced gradually and with clear reasons.',
      },
    },
  },
  generalConclusion: {
    introduction:
      'Taken together, the five broad dimensions of the model outline your overall style.',
    byScale: {
      neuroticism_x_emotional_stability: {
        high: 'Emotionally, you tend to react intensely to pressure and setbacks; predictable settings and support at demanding moments help you give your best.',
        average:
          'Emotionally, you show a balance typical of most people, with the usual reactions to pressure.',
        low: 'Emotionally, you tend to stay calm and steady, even in demanding situations.',
      },
      extraversion: {
        high: 'You are oriented towards people and activity, and you gain energy from social interaction.',
        average: 'You move comfortably between social activity and quieter moments.',
        low: 'You prefer calm settings and focused work, and you engage with others in a more reserved way.',
      },
      openness_to_experience: {
        high: 'You are curious and open to new ideas, experiences and perspectives.',
        average: 'You combine openness to new things with appreciation for what is proven.',
        low: 'You value the practical, the concrete and established ways of doing things.',
      },
      agreeableness_or_amiability: {
        high: 'In relationships you tend to be cooperative, considerate and trusting.',
        average: 'In relationships you balance cooperation with the defence of your own views.',
        low: 'In relationships you tend to be sceptical and competitive, and to defend your own views and interests firmly.',
      },
      perseverance_or_responsibility: {
        high: 'In your tasks you tend to be organised, persistent and reliable.',
        average: 'In your tasks you combine commitment and organisation with flexibility.',
        low: 'In your tasks you prefer flexibility and spontaneity to detailed planning.',
      },
    },
  },
};

/** The plain integrity statements of the sections as the person reads them (candour.ts). */
export const englishSelfCandidSectionTexts: CandidTexts['sections'] = {
  socialRelationships: {},
  work: {
    sense_of_duty:
      'You may break commitments or rules when keeping them is inconvenient; explicit agreements on what is essential, with follow-up, help the people you work with rely on what was agreed.',
  },
  family: {},
  leadershipNeed: {},
  keyPersonToPerson: {
    frankness:
      'You may put your own advantage first, even at the cost of honesty; explicit agreements, transparent criteria and following up on what was agreed help others work with you more than unspoken trust does.',
  },
  generalConclusion: {},
};
