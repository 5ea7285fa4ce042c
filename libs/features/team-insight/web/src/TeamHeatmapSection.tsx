import { Heading, Inline, Radio, RadioGroup, Stack, Switch, Text } from '@facet/design-system';
import { heatBandPercentiles, type TeamViewAnswer } from '@facet/team-insight-domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TeamHeatmap, scaleSets, valueModes, type ScaleSet, type ValueMode } from './TeamHeatmap';
import { teamInsightMessages as messages } from './messages';

export interface TeamHeatmapSectionProps {
  view: TeamViewAnswer;
  headingLevel: 2 | 3;
  /** Where the toggles start (the stories show each). */
  initialValueMode: ValueMode;
  initialScaleSet: ScaleSet;
  initialTableView: boolean;
}

/** The heatmap with its toggles: percentiles or levels, domains or facets, chart or table. */
export function TeamHeatmapSection({
  view,
  headingLevel,
  initialValueMode,
  initialScaleSet,
  initialTableView,
}: TeamHeatmapSectionProps) {
  const intl = useIntl();
  const [valueMode, setValueMode] = useState<ValueMode>(initialValueMode);
  const [scaleSet, setScaleSet] = useState<ScaleSet>(initialScaleSet);
  const [tableView, setTableView] = useState(initialTableView);
  return (
    <Stack space="medium">
      <Heading level={headingLevel}>{intl.formatMessage(messages.heatmapHeading)}</Heading>
      <Text size="small" tone="secondary">
        {intl.formatMessage(messages.percentileNote, {
          from: heatBandPercentiles.averageFrom,
          to: heatBandPercentiles.averageTo,
        })}
      </Text>
      <Inline space="xlarge" alignY="bottom">
        <RadioGroup
          label={intl.formatMessage(messages.showLabel)}
          orientation="horizontal"
          value={valueMode}
          onChange={(value) => setValueMode(value as ValueMode)}
        >
          {valueModes.map((mode) => (
            <Radio key={mode} value={mode}>
              {intl.formatMessage(
                mode === 'percentiles' ? messages.showPercentiles : messages.showLevels,
              )}
            </Radio>
          ))}
        </RadioGroup>
        <RadioGroup
          label={intl.formatMessage(messages.scalesLabel)}
          orientation="horizontal"
          value={scaleSet}
          onChange={(value) => setScaleSet(value as ScaleSet)}
        >
          {scaleSets.map((set) => (
            <Radio key={set} value={set}>
              {intl.formatMessage(
                set === 'domains' ? messages.scalesDomains : messages.scalesFacets,
              )}
            </Radio>
          ))}
        </RadioGroup>
        <Switch isSelected={tableView} onChange={setTableView}>
          {intl.formatMessage(messages.tableView)}
        </Switch>
      </Inline>
      <TeamHeatmap
        members={view.members}
        scales={view.scales}
        valueMode={valueMode}
        scaleSet={scaleSet}
        asTable={tableView}
      />
    </Stack>
  );
}
